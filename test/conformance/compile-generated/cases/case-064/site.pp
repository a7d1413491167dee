class c1 (
  String $p1 = 's',
) {
  tag 'beta'
}
Service <| message == 'world' |> ~> Notify <| message == 'x y' |>
include c1
package { ['pkg1', 'pkg2']: ensure => '1.2.3' }
Notify { loglevel => 'info' }
user {
  default: shell => '/bin/sh';
  'user1': managehome => true;
  'user2': loglevel => 'warning';
}
notify { 'n1': notify => Package['pkg2'], withpath => true }
User['user1'] -> Package['pkg1']
exec { ['run1', 'run2', 'run3']: command => '/bin/true', path => ['/bin', '/usr/bin'] }
notify { ['n2', 'n3']: require => Notify['n1'], message => 'multi
line' }
service { 'svc1': tag => ['db', 'alpha'], enable => false, notify => Package['pkg2'] }
Notify { noop => true, message => "${module_name} says hi" }
user { 'user3': before => Notify['n2'], managehome => false, ensure => 'absent' }
notify {
  default: require => Exec['run2'], message => ['a', 'b'];
  'n4': withpath => true, require => Package['pkg2'];
  'n5': tag => ['beta', 'db'];
}
Notify <| tag == 'alpha' and message == 'world' |>
exec { ['run4', 'run5', 'run6']: command => '/bin/true', notify => Package['pkg1'] }
if defined(Exec['run2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
