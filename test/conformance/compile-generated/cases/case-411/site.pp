File <| ensure == 'directory' |> -> File <| message == 'hello' and tag == 'gamma' |>
@notify {
  default: withpath => false, loglevel => 'warning';
  'n1': withpath => false, noop => true;
  'n2': message => "${module_name} says hi";
  'n3': tag => 'beta';
}
file { '/tmp/f1': loglevel => 'warning', mode => '0755' }
user { 'user1': shell => '/bin/bash', tag => ['web', 'alpha'] }
notify { 'n4': tag => ['beta', 'gamma'], noop => true, subscribe => User['user1'] }
package { ['pkg1', 'pkg2', 'pkg3']: tag => ['beta', 'gamma'], loglevel => 'warning' }
notify { ['n5', 'n6']: noop => true }
User['user1'] ~> [Notify['n5']] ~> User['user1']
user { 'user2': loglevel => 'warning', ensure => 'present', noop => true }
User { uid => 30, loglevel => 'warning' }
Notify['n4'] { before +> Package['pkg1'] }
file { ['/tmp/f2', '/tmp/f3']: notify => User['user2'] }
@exec { 'run1': command => '/usr/bin/env echo hi', before => Notify['n6'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
[Notify['n6']] -> [File['/tmp/f1'], Notify['n5'], Notify['n4']]
notify { 'n7': tag => 'beta' }
Notify <| (tag != 'beta' or tag != 'db') and tag == 'alpha' |>
File <| message == 'x y' |> { require +> Package['pkg1'] }
notify { ['n8', 'n9']: loglevel => 'info' }
User['user2'] <~ [Package['pkg2']] -> File['/tmp/f3']
Notify { message => "${module_name} says hi" }
exec {
  default: path => ['/bin', '/usr/bin'];
  'run2': notify => Notify['n9'];
}
$v23 = 'val'
user { 'user3': tag => 'db' }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package { ['pkg4', 'pkg5']: require => User['user2'], before => File['/tmp/f2'] }
Package['pkg4'] { noop => false }
Notify <| (title == 'pkg2' and message == 'hello') and message == 'hello' |>
realize([Notify['n3'], Notify['n1']])
notify { ['n10', 'n11']: tag => ['alpha', 'beta'] }
notify { 'n12': loglevel => 'info', subscribe => [Package['pkg4'], Package['pkg5']] }
notify { 'n13': withpath => true, * => {  } }
user { 'user4': managehome => true }
Notify <| tag != 'beta' |>
if defined('$nosuch') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
realize([Notify['n2']])
