# A def in one template is a method of Puppet's TemplateWrapper: a template rendered after it
# (through scope.function_template, as keepalived's lvs templates do, or a later template() of
# another class) can call it. Parameters may have defaults, which may use the earlier ones.
class erbcase {
  $options = { 'weight' => 2, 'TCP_CHECK' => { 'connect_timeout' => 3, 'retry' => true }, 'inhibit_on_failure' => true }
  $lib = inline_template('<%- def fmt(options, level=1, sep = "  " * level)
  options.sort_by { |k, v| v.is_a?(Hash) ? "zzz" : k }.map { |k, v| v.is_a?(Hash) ? "#{sep}#{k} {\n#{fmt(v, level + 1)}\n#{sep}}" : (v == true ? "#{sep}#{k}" : "#{sep}#{k} #{v}") }.join("\n")
end -%>')
  notify { 'erb': message => template('TEMPLATE') }
}
class later {
  notify { 'later': message => inline_template('<%= fmt({"b" => 1, "a" => {"c" => 2}}, 2) %>|<%= twice(3) %>') }
}
include erbcase
include later
