class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['x'],
  Variant[Integer, String] $p3 = 'one',
) {
  exec { 'c1-run1': command => '/usr/bin/env echo hi' }
  package { 'c1-pkg1': tag => ['alpha', 'alpha'] }
  Package <| message == 'world' |> { require +> Notify['ghost'] }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = true,
  Integer $p3 = 8080,
) {
  exec { 'c2-run1': loglevel => 'info', refreshonly => true, command => '/bin/true' }
}
notify { 'n1': tag => ['web', 'beta'] }
Notify <|  |>
Notify { tag => ['beta', 'gamma'], noop => true }
User <| tag != 'db' |>
Notify['n1'] { require => Notify['n1'] }
File <| tag == 'db' and title == 'n1' |>
exec { 'run1': command => 'touch /tmp/x', tag => 'db' }
include c1
Exec <| title == 'n1' |>
package { 'pkg1': ensure => 'absent', * => { 'subscribe' => Package['c1-pkg1'] } }
exec { ['run2', 'run3']: command => '/usr/bin/env echo hi', loglevel => 'warning' }
@user {
  default: tag => 'web';
  'user1': require => Exec['c1-run1'];
}
Notify['n1'] { before => Exec['run1'] }
Exec['c1-run1'] ~> Notify <| tag == 'gamma' or ensure == 'present' |> <- Package['c1-pkg1']
user { 'user2': tag => 'db', * => { 'managehome' => false } }
user { 'user3': tag => ['gamma', 'db'] }
Class['c1'] ~> Exec['run1']
exec { ['run4', 'run5']: command => 'touch /tmp/x', tag => ['beta', 'beta'] }
Notify { before => Package['pkg1'] }
Exec['run4'] { require +> Exec['c1-run1'] }
[Exec['run5'], Notify['n1'], Exec['run1']] -> [Exec['run5'], Exec['c1-run1'], User['user2']]
@user { 'user4': ensure => 'present', tag => ['db', 'beta'] }
Notify <| title == 'user2' |>
