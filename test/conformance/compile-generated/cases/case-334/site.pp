class c1 (
  Array[String] $p1 = ['x'],
  Optional[String] $p2 = 'o',
) {
  Service { tag => ['beta', 'beta'], noop => false }
  tag 'web'
  tag 'alpha'
}
class c2 {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: loglevel => 'info' }
  tag 'alpha'
  File { loglevel => 'info' }
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = false,
  Integer $p3 = 80,
) {
  package { 'c3-pkg1': tag => ['beta', 'alpha'], ensure => '1.2.3' }
  notify { ['c3-n1', 'c3-n2']: withpath => false, noop => true }
}
contain c3
service { 'svc1': require => Class['c3'] }
include c3
Notify['c3-n2'] ~> Service['svc1'] ~> Package['c3-pkg1']
Notify <| ensure == 'running' |>
tag 'beta'
Notify['c3-n1'] <- Notify['c3-n1']
