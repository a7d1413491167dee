$node_role = 'top role'
node default {
  $node_role = 'node role'
  include svc::config
  notify { 'template': message => $svc::config::template }
  notify { 'outside': message => lookup('greeting') }
  notify { 'node': message => "${title} ${name}" }
}
