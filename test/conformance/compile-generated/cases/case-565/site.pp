define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $extra }
  File { noop => true }
}
class c1 (
  Array[String] $p1 = ['x'],
  Optional[String] $p2 = 'o',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: withpath => false }
  exec { 'c1-run1': command => '/usr/bin/env echo hi', tag => 'beta', path => ['/bin', '/usr/bin'] }
  @package { 'c1-pkg1': loglevel => 'info', tag => 'web' }
}
class c2 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = ['x'],
) inherits c1 {
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  require c1
  if defined('c1') {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
) {
  user { 'c3-user1': managehome => true, ensure => 'present', loglevel => 'warning' }
}
exec { 'run1': command => '/usr/bin/env echo hi', loglevel => 'warning' }
Exec['run1'] { require => Exec['run1'] }
Package { tag => ['alpha', 'beta'] }
File { owner => 'root', before => Exec['run1'] }
contain c1
d1 { ['d1-n1', 'd1-n2']: extra => 'v1' }
include c2
$v24 = [1, 2]
service { 'svc1': ensure => 'running', hasrestart => false }
