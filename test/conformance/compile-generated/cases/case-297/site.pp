class c1 {
  @package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: loglevel => 'info' }
  Notify { message => ['a', 'b'] }
}
class c2 (
  String $p1 = 's',
  Optional[String] $p2 = undef,
  Array[String] $p3 = ['a', 'b'],
) inherits c1 {
  tag 'beta'
  notify { 'c2-n1': loglevel => 'info', tag => ['alpha', 'alpha'] }
}
class c3 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = [],
) inherits c1 {
  notify { ['c3-n1', 'c3-n2']: withpath => false, tag => ['beta', 'beta'] }
}
stage { 'pre': before => Stage['main'] }
tag 'beta'
include c2
Notify <| title == 'c2-n1' |> <- Notify['c2-n1'] <~ Notify['c2-n1']
realize([Package['c1-pkg3'], Package['c1-pkg2']])
exec { 'run1': command => '/usr/bin/env echo hi', timeout => 1001 }
service { 'svc1': loglevel => 'info', subscribe => Package['c1-pkg2'], require => Class['c1'] }
Package { notify => [Service['svc1']], loglevel => 'warning' }
realize([Package['c1-pkg3'], Package['c1-pkg1']])
Package['c1-pkg3'] -> Exec['run1'] -> Package['c1-pkg1']
include c1
notify { 'n1': loglevel => 'warning', message => 'world' }
Package <| message == 'world' and title == 'run1' |> { require +> Notify['n1'] }
$v21 = 'val'
exec { 'run2': command => '/usr/bin/env echo hi', tag => 'web', timeout => 30, subscribe => Package['c1-pkg1'] }
package { 'pkg1': notify => Class['c2'], loglevel => 'warning', ensure => 'installed' }
Package { noop => true, ensure => 'latest' }
Notify { before => Package['c1-pkg2'] }
$v26 = [1, 2]
$v27 = [1, 2]
Package['pkg1'] <~ Service <| (ensure == 'running' or message == 'world') and tag != 'beta' |> <- Exec['run1']
Notify { tag => ['beta', 'web'], loglevel => 'info' }
notify {
  default: before => Exec['run2'];
  'n2': noop => true;
}
Notify['n2'] -> [Package['c1-pkg2']] <~ Notify <|  |>
notify { 'n3': before => Package['c1-pkg1'], withpath => true }
Notify { message => "${trusted[certname]} says hi" }
Service { before => [Package['pkg1']] }
$v35 = 'val'
