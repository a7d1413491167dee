# Hiera hashes keyed by YAML numbers used as Puppet code uses them: resource titles made by
# create_resources and iterations over the keys, string interpolation and String() of the
# hash, and ERB/EPP templates reading the keys (an Integer key is an Integer to Ruby).
create_resources('notify', lookup('res'))
lookup('res2').keys.each |$k| { notify { "each ${k} ${type($k, generalized)}": } }
$h = lookup('res3')
notify { "keys ${h.keys}": }
notify { 'string': message => String($h) }
notify { 'interp': message => "${h}" }
notify { 'inline': message => inline_template('<%= @h.keys.map { |k| k.class.to_s }.join(",") %>|<%= @h.to_s %>|<%= @h[1] %>|<%= @h["1"].inspect %>') }
notify { 'epp': message => inline_epp('<%= $h %> <%= $h[1] %> <%= $h["1"] %>') }
notify { 'index': message => "${h[1]} ${h[2.5]} [${h['1']}]" }
