# Automatic parameter lookup interpolates in the class's own scope (module_name, title), which
# sees the node scope's variables; `::` names the top scope.
class svc::config (
  String $label,
  String $role,
  String $top,
  String $template = 'svc/%{module_name}.erb',
) {
  include svc::params
  $local = 'a local value'
  notify { 'label': message => $label }
  notify { 'role': message => $role }
  notify { 'top': message => $top }
  notify { 'greeting': message => lookup('greeting') }
}
