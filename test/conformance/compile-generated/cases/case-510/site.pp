class c1 (
  Array[String] $p1 = [],
) {
  Service <| tag != 'web' and tag != 'alpha' |>
  @file { '/tmp/c1-f1': tag => ['gamma', 'db'], noop => false, ensure => 'file' }
}
class c2 (
  Boolean $p1 = true,
  Optional[String] $p2 = 'o',
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  file { '/tmp/c2-f1': ensure => 'present' }
  user { 'c2-user1': tag => 'alpha' }
  user { ['c2-user2', 'c2-user3', 'c2-user4']: loglevel => 'warning', ensure => 'absent' }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
  Integer $p3 = 1,
) {
  Notify <| tag == 'alpha' or tag == 'db' |>
}
notify { 'n1': tag => ['db', 'db'], withpath => false }
tag 'db'
include c3
package { 'pkg1': require => Notify['n1'], notify => Notify['n1'] }
Notify['n1'] <~ [Notify['n1']] -> Notify['n1']
User { tag => ['db', 'db'], uid => '300' }
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: notify => Notify['n1'], ensure => 'directory' }
Exec { notify => Package['pkg1'], path => ['/bin', '/usr/bin'] }
Notify <| message == 'x y' and tag == 'gamma' |> <~ Package['pkg1'] ~> Package['pkg1']
Package['pkg1'] <~ Service <| tag == 'beta' and title == 'n1' |>
exec { 'run1': command => '/bin/true', timeout => 30, notify => Class['c3'] }
[Notify['n1'], Exec['run1'], Package['pkg1']] <- Class['c3'] <~ Exec['run1']
package { 'pkg2': noop => true, ensure => 'latest', loglevel => 'info' }
exec { 'run2': noop => true }
File <| tag == 'web' |> { noop => true }
notify { 'n2': tag => 'alpha', subscribe => Exec['run1'] }
notify { ['n3', 'n4']: message => "${facts[hostname]} says hi", tag => 'web' }
[Notify['n2']] -> [Notify['n1'], Package['pkg2'], Exec['run1']] <~ Exec['run2']
file { '/tmp/f4': notify => Exec['run1'], ensure => 'absent' }
File <| tag == 'db' |> { require +> Exec['run2'] }
user { 'user1': require => Notify['n1'] }
Service { enable => true }
file { '/tmp/f5': subscribe => Notify['n2'], tag => 'beta' }
service { ['svc1', 'svc2']: hasrestart => false }
package { 'pkg3': notify => Notify['n3'], * => { 'before' => [Exec['run2']] } }
tag 'beta'
Package['pkg1'] { noop => false }
tag 'alpha'
User { notify => User['user1'] }
Notify { withpath => true, loglevel => 'info' }
Notify['n2'] { require +> [Notify['n2'], Package['pkg3']] }
