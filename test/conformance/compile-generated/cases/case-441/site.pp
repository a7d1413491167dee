define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
  Notify { noop => true }
}
notify { 'n1': message => "${facts[hostname]} says hi", withpath => false }
d1 { 'd1-n1': extra => 7 }
exec { ['run1', 'run2']: command => '/bin/true', tag => 'alpha' }
File <| (title == 'd1-n1-d11' and message == 'world') and message == 'world' |>
Exec['run2'] -> [Exec['run1']]
package {
  default: tag => ['alpha', 'beta'], noop => true;
  'pkg1': before => Exec['run2'], tag => ['db', 'db'];
}
Package['pkg1'] { require => Notify['d1-n1-d11'] }
user {
  default: tag => ['gamma', 'web'], subscribe => [Package['pkg1']];
  'user1': loglevel => 'warning';
  'user2': shell => '/bin/bash', notify => Notify['n1'];
  'user3': loglevel => 'info';
}
Package['pkg1'] -> User['user3']
package {
  default: tag => 'web';
  'pkg2': tag => ['gamma', 'alpha'];
  'pkg3': notify => User['user3'], before => User['user3'];
  'pkg4': require => User['user1'], noop => false;
}
exec { 'run3': command => '/usr/bin/env echo hi', * => { 'before' => Exec['run1'], 'noop' => true } }
File { notify => User['user2'] }
File <|  |> <- [Package['pkg2']] ~> User['user2']
user { ['user4', 'user5', 'user6']: shell => '/bin/bash', require => [Exec['run1']] }
d1 { 'd1-n2': }
Notify { tag => ['beta', 'web'], notify => Package['pkg3'] }
notify { 'n2': tag => 'beta' }
@notify {
  default: tag => ['alpha', 'web'];
  'n3': notify => [Exec['run1']], require => Package['pkg1'];
  'n4': notify => [User['user5'], Package['pkg2']], subscribe => Notify['d1-n1-d11'];
  'n5': message => "${module_name} says hi";
}
$v21 = { 'k' => 'v' }
