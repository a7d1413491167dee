stage { 'pre': before => Stage['main'] }
service { ['svc1', 'svc2', 'svc3']: loglevel => 'info', tag => ['beta', 'beta'] }
File <| message == 'hello' |> { noop => true }
user { ['user1', 'user2']: require => Service['svc3'], ensure => 'present' }
notify { 'n1': tag => 'alpha', withpath => true }
$v5 = [1, 2]
notify { 'n2': loglevel => 'warning', * => { 'require' => Service['svc3'] } }
notify {
  default: tag => ['web', 'db'];
  'n3': tag => 'web';
  'n4': message => "${trusted[certname]} says hi", withpath => true;
}
notify { ['n5', 'n6']: loglevel => 'warning', tag => ['web', 'db'] }
user { 'user3': require => [Notify['n3']], managehome => true }
notify { 'n7': tag => 'web' }
notify { 'n8': tag => ['web', 'web'] }
User { tag => 'gamma' }
File { noop => true, before => Service['svc2'] }
service { ['svc4', 'svc5']: enable => false }
tag 'gamma'
notify { 'n9': loglevel => 'info', subscribe => [Notify['n1']] }
@@file {
  default: noop => true, tag => 'alpha';
  '/tmp/f1': content => "${module_name}";
  '/tmp/f2': noop => false, notify => Service['svc5'];
}
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f3': mode => '0644', subscribe => Notify['n6'] }
Exec { tag => ['db', 'db'] }
Notify { before => Notify['n9'] }
tag 'alpha'
Notify['ghost'] { message => 'x' }
