define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title, tag => 'db' }
  File { noop => true }
}
class c1 (
  Integer $p1 = 80,
  Optional[String] $p2 = undef,
) {
  service {
    default: noop => true, tag => 'db';
    'c1-svc1': noop => true, loglevel => 'info';
  }
  notify { 'c1-n1': tag => ['gamma', 'db'] }
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  service { 'c2-svc1': noop => true }
}
class c3 (
  Integer $p1 = 80,
) {
  d2 { 'c3-d2-n1': }
  tag 'beta'
  package { ['c3-pkg1', 'c3-pkg2']: require => Notify['c3-d2-n1-d21'] }
}
notify { 'n1': noop => true, tag => 'alpha' }
package {
  default: require => Notify['n1'];
  'pkg1': require => Notify['n1'], tag => ['web', 'web'];
  'pkg2': tag => 'alpha';
}
file {
  default: loglevel => 'warning', ensure => 'directory';
  '/tmp/f1': loglevel => 'warning';
  '/tmp/f2': loglevel => 'warning', content => 'data';
}
$v20 = { 'k' => 'v' }
d2 { 'd2-n1': extra => 'v1' }
service { 'svc1': tag => 'gamma', require => Notify['d2-n1-d21'] }
Notify { tag => ['db', 'beta'] }
exec { 'run1': command => '/usr/bin/env echo hi', subscribe => [Package['pkg1'], Service['svc1']], refreshonly => true }
@user { 'user1': before => File['/tmp/f2'] }
File['/tmp/f1'] <~ Notify['d2-n1-d21'] -> Service['svc1']
d2 { ['d2-n2', 'd2-n3']: extra => 'v2' }
include c3
Package['pkg2'] -> File <| (ensure == 'present' or tag == 'alpha') and tag != 'web' |>
realize(User['user1'])
$v31 = 'val'
Exec { subscribe => Exec['run1'], loglevel => 'info' }
notify { 'n2': noop => false }
realize(User['user1'])
