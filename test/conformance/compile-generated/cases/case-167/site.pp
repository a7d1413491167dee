define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'beta' }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
  String $p2 = 's',
  Array[String] $p3 = [],
) {
  package { 'c1-pkg1': tag => ['db', 'alpha'], * => {  } }
  user { 'c1-user1': loglevel => 'warning', ensure => 'present' }
  tag 'db'
}
class c2 {
  file { '/tmp/c2-f1': loglevel => 'info', mode => '0600' }
  contain c1
}
notify { 'n1': tag => 'alpha', message => 'x y' }
notify { 'n2': tag => 'alpha' }
Notify <| message == 42 |>
file {
  default: require => Notify['n2'], mode => '0600';
  '/tmp/f1': require => Notify['n2'], ensure => 'directory';
  '/tmp/f2': require => Notify['n2'], notify => Notify['n1'];
  '/tmp/f3': noop => true;
}
service { 'svc1': loglevel => 'warning', noop => false, tag => ['web', 'gamma'] }
Package <| ensure == 'running' or message == 'world' |> { tag +> ['alpha', 'beta'] }
package {
  default: ensure => 'installed';
  'pkg1': tag => 'web', require => Notify['n2'];
  'pkg2': require => Notify['n2'], subscribe => Service['svc1'];
  'pkg3': tag => ['beta', 'beta'];
}
$v19 = 'val'
package { 'pkg4': loglevel => 'warning', before => File['/tmp/f2'] }
Service { tag => ['beta', 'web'] }
notify { ['n3', 'n4', 'n5']: tag => 'beta', message => "tab\there" }
service { 'svc2': require => Package['pkg4'] }
notify { 'n6': require => Package['pkg1'], * => {  } }
d2 { ['d2-n1', 'd2-n2']: extra => 'v2' }
@notify { 'n7': notify => Notify['n3'], subscribe => Package['pkg4'], tag => 'gamma' }
$v27 = { 'k' => 'v' }
file { '/tmp/f4': owner => 'www-data', ensure => 'file', require => Notify['d2-n1-in-d11'] }
contain c2
@package { 'pkg5': ensure => 'latest', * => {  } }
d1 { 'd1-n1': extra => 7 }
Notify { noop => true }
[Package['c1-pkg1'], Notify['n3']] ~> [Notify['n3'], Notify['d2-n2-d21']]
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
