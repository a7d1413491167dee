class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) {
  @file { '/tmp/c1-f1': tag => 'db' }
}
user { 'user1': managehome => false, * => { 'loglevel' => 'info' } }
notify { 'n1': tag => ['gamma', 'db'], subscribe => User['user1'] }
exec { 'run1': command => '/usr/bin/env echo hi', notify => User['user1'] }
Notify { withpath => true, before => Notify['n1'] }
package { 'pkg1': require => [Exec['run1'], Notify['n1']], * => { 'before' => User['user1'] } }
package { ['pkg2', 'pkg3']: loglevel => 'warning' }
[Package['pkg2'], Exec['run1']] -> Package['pkg1']
Package { before => Package['pkg1'] }
exec { 'run2': command => '/usr/bin/env echo hi', refreshonly => false }
@notify { 'n2': subscribe => Exec['run1'], loglevel => 'info', withpath => true }
notify {
  default: loglevel => 'warning';
  'n3': tag => 'web';
}
Notify <| tag != 'beta' |>
exec { 'run3': command => '/usr/bin/env echo hi', refreshonly => false }
notify { 'n4': require => [Notify['n1']], loglevel => 'warning', notify => Exec['run2'] }
$v16 = 'val'
Notify['n4'] { noop => true }
tag 'db'
Notify { subscribe => Package['pkg1'] }
notify {
  default: tag => 'gamma';
  'n5': message => 3.5;
  'n6': loglevel => 'info';
}
@service { 'svc1': tag => ['web', 'beta'] }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'db'
notify {
  default: before => Notify['n5'];
  'n7': require => [Exec['run3'], Notify['n4']], loglevel => 'info';
}
include c1
exec { 'run4': command => '/bin/true', noop => false, path => ['/bin', '/usr/bin'] }
exec { 'run5': notify => Notify['n6'], subscribe => [Exec['run3'], Package['pkg3']] }
File <| message == 'x y' and message == 'hello' |> { require +> Notify['n6'] }
