define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", tag => 'gamma' }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'a',
  Enum['a', 'b'] $p3 = 'a',
) {
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: ensure => 'installed', noop => false }
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: loglevel => 'warning' }
  tag 'db'
}
class c2 inherits c1 {
  Package['c1-pkg2'] { noop +> ['gamma', 'alpha'] }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: ensure => 'running' }
  package { 'c2-pkg1': tag => ['alpha', 'web'], ensure => '1.2.3' }
  notify { 'c2-n1': loglevel => 'info' }
  contain c1
}
Exec { timeout => 30 }
Package { ensure => '1.2.3' }
@d2 { 'd2-n1': level => 7 }
Package { loglevel => 'warning' }
include c2
realize([D2['d2-n1']])
notify { 'n1': loglevel => 'info' }
[Package['c1-pkg2'], File['/tmp/c1-f2']] <~ File['/tmp/c1-f2']
D2 <| (message == 'hello' or tag != 'beta') and ensure == 'running' |>
