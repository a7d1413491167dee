# Integer-like hash keys keep their order from Hiera data and facts into the catalog.
class ports (Hash $list) {
  $list.each |$k, $v| { notify { "each-${k}": message => "p${v['p']}" } }
}
include ports

$vlans = lookup('vlans', Hash, 'deep')
create_resources('notify', $vlans)
notify { 'vlan-keys': message => join(keys($vlans), ',') }
notify { 'vlan-text': message => "${vlans}" }
notify { 'vlan-hash': message => $vlans }

$json = lookup('json_ports')
notify { 'json-keys': message => join(keys($json), ',') }
notify { 'fact-keys': message => join(keys($facts['portmap']), ',') }
notify { 'fact-map': message => $facts['portmap'].map |$k, $v| { "${k}=${v}" }.join(' ') }
notify { 'interp-keys': message => join(keys(lookup('interp')), ',') }
notify { 'numbered': message => ({ 'y' => 0, '9' => 9 } + lookup('numbered')).keys.join(',') }
notify { 'hash-merge': message => lookup('vlans', Hash, 'hash').keys.join(',') }
notify { 'erb': message => inline_template('<% @vlans.each do |k, v| %><%= k %>;<% end %>') }
notify { 'epp': message => inline_epp('<% $vlans.each |$k, $v| { %><%= $k %>;<% } %>', { 'vlans' => $vlans }) }
