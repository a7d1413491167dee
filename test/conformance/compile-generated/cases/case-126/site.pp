define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'x y',
  Optional[String] $p2 = undef,
) {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  String $p1 = 'x y',
  String $p2 = 'abc',
  String $p3 = 'x y',
) inherits c1 {
  tag 'db'
  notify { 'c2-n1': loglevel => 'warning', message => 42 }
}
class c3 (
  Boolean $p1 = false,
  Optional[String] $p2 = 'o',
  String $p3 = 'abc',
) {
  package { 'c3-pkg1': ensure => 'installed', noop => true }
  exec {
    default: path => ['/bin', '/usr/bin'];
    'c3-run1': loglevel => 'warning';
    'c3-run2': command => '/usr/bin/env echo hi', tag => 'gamma', path => ['/bin', '/usr/bin'];
  }
}
notify { 'n1': noop => false, tag => ['alpha', 'gamma'] }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'beta'
package { 'pkg1': tag => 'alpha' }
Notify { tag => ['web', 'alpha'] }
package { 'pkg2': loglevel => 'warning', tag => ['alpha', 'gamma'] }
