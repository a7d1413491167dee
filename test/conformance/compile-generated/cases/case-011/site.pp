stage { 'pre': before => Stage['main'] }
User { shell => '/bin/bash' }
user {
  default: shell => '/bin/bash';
  'user1': groups => [];
  'user2': tag => ['beta', 'alpha'], managehome => true;
}
file { ['/tmp/f1', '/tmp/f2']: require => User['user2'], content => 'data' }
User['user1'] <~ Notify <| message == 'hello' |>
notify { 'n1': notify => File['/tmp/f2'] }
exec { 'run1': command => 'touch /tmp/x', * => { 'noop' => false } }
@@notify { 'n2': before => File['/tmp/f1'], message => "${facts[hostname]} says hi" }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec['run1'] { before => File['/tmp/f2'] }
notify { 'n3': message => "${module_name} says hi" }
User['user1'] { require => User['user2'] }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
