define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
}
Notify <| ensure == 'present' or message == 'x y' |>
notify {
  default: message => "${module_name} says hi", tag => 'web';
  'n1': noop => true;
}
d1 { ['d1-n1', 'd1-n2']: extra => 7 }
notify { 'n2': notify => Notify['d1-n1-d11'], message => "${module_name} says hi", before => Notify['d1-n2-d11'] }
notify {
  default: require => Notify['n2'], message => 'hello';
  'n3': loglevel => 'warning', notify => Notify['n2'];
  'n4': notify => Notify['n2'], tag => 'db';
  'n5': require => Notify['n2'];
}
Notify['n4'] { withpath => false }
$v8 = [1, 2]
user { ['user1', 'user2', 'user3']: uid => 30, subscribe => Notify['d1-n2-d11'] }
notify { 'n6': notify => Notify['n4'], tag => 'gamma', noop => false }
File <| tag != 'web' and tag == 'web' |>
File <| message == 42 |>
Exec { timeout => 1001 }
exec { 'run1': loglevel => 'info' }
d1 { 'd1-n3': extra => 'v2' }
notify { 'n7': message => "${facts[hostname]} says hi" }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run2': command => '/bin/true', refreshonly => false }
package { ['pkg1', 'pkg2']: notify => User['user3'] }
d1 { 'd1-n4': }
Notify { message => "tab\there" }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package { 'pkg3': ensure => 'installed', tag => ['db', 'db'] }
user { ['user4', 'user5', 'user6']: require => Exec['run2'], uid => '300' }
notify { 'n8': withpath => false, tag => 'gamma' }
notify {
  default: noop => false;
  'n9': message => 'world';
}
service { 'svc1': ensure => 'stopped', tag => ['gamma', 'db'], subscribe => Notify['n3'] }
exec { 'run3': noop => false, before => [Notify['n9']], tag => ['db', 'beta'] }
notify { 'n10': message => 'x y' }
notify { 'n11': loglevel => 'info' }
Notify['n5'] ~> Notify <| (title == 'pkg3' and message == 'world') and message == 'x y' |>
d1 { ['d1-n5', 'd1-n6']: }
Exec['run2'] { before +> Notify['d1-n2-d11'] }
@@notify { 'n12': withpath => true }
