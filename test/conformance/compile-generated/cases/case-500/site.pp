define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
class c1 {
  package { 'c1-pkg1': loglevel => 'info' }
  package {
    default: tag => ['web', 'web'];
    'c1-pkg2': ensure => 'latest', loglevel => 'warning';
    'c1-pkg3': loglevel => 'info';
    'c1-pkg4': tag => 'beta';
  }
}
class c2 (
  Integer $p1 = 80,
  Optional[String] $p2 = undef,
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  notify { 'c2-n1': message => 'world' }
  Exec { loglevel => 'warning', noop => true }
  notify { 'c2-n2': loglevel => 'info', tag => 'beta' }
}
$v13 = [1, 2]
notify { 'n1': tag => 'db', loglevel => 'info', message => 'x y' }
include c2
Package['c1-pkg1'] <~ Notify['n1'] <~ Package['c1-pkg4']
File <| title == 'c1-pkg3' |>
exec { 'run1': command => '/bin/true', tag => 'beta' }
Notify <| ensure == 'running' |> -> [Notify['c2-n2'], Notify['n1']]
@package { 'pkg1': subscribe => [Notify['n1'], Notify['c2-n1']], require => Notify['n1'], before => Package['c1-pkg3'] }
exec { 'run2': command => 'touch /tmp/x', tag => 'db' }
notify { 'n2': tag => ['web', 'web'], subscribe => Package['c1-pkg2'] }
Notify['n1'] <- Notify['c2-n2'] ~> Class['c1']
d1 { 'd1-n1': }
include c2
tag 'beta'
