define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  file { '/tmp/c1-f1': noop => true, tag => 'db' }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'web'
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 1,
  Optional[String] $p3 = 'o',
) {
  require c1
  Notify { withpath => false }
  Notify { noop => true }
}
class c3 (
  Array[String] $p1 = [],
  Variant[Integer, String] $p2 = 1,
) {
  notify { 'c3-n1': loglevel => 'warning' }
  service { 'c3-svc1': ensure => 'running' }
  exec { 'c3-run1': command => '/usr/bin/env echo hi', loglevel => 'info' }
}
@package {
  default: loglevel => 'warning';
  'pkg1': tag => ['gamma', 'gamma'];
  'pkg2': ensure => 'absent';
}
d1 { ['d1-n1', 'd1-n2']: }
Package <| tag != 'alpha' |>
Notify { subscribe => [Notify['d1-n2-d11']] }
d1 { 'd1-n3': extra => 7 }
@file { '/tmp/f1': before => Notify['d1-n3-d11'], * => { 'owner' => 'root' } }
notify { 'n1': noop => true, * => { 'subscribe' => [Notify['d1-n2-d11']] } }
exec { 'run1': notify => Notify['n1'], timeout => 1001 }
User { uid => '300', tag => ['beta', 'beta'] }
notify { 'n2': tag => 'web' }
exec { 'run2': command => 'touch /tmp/x', loglevel => 'warning', path => ['/bin', '/usr/bin'] }
File <| ensure == 'running' or message == 'x y' |> { tag => 'alpha' }
require c1
package { ['pkg3', 'pkg4', 'pkg5']: tag => 'alpha' }
d1 { 'd1-n4': }
realize(Package['pkg2'])
$v31 = { 'k' => 'v' }
Notify <|  |>
package { 'pkg6': require => [File['/tmp/c1-f1'], Notify['d1-n1-d11']] }
user { 'user1': require => Exec['run2'], loglevel => 'warning' }
service { 'svc1': subscribe => Notify['d1-n4-d11'], hasrestart => false }
