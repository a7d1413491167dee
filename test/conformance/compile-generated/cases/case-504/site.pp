define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, tag => 'beta' }
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'abc',
  String $p2 = 'abc',
  Variant[Integer, String] $p3 = 1,
) {
  notify { 'c1-n1': message => 42, tag => ['alpha', 'web'] }
  package { 'c1-pkg1': tag => ['web', 'gamma'] }
}
class c2 (
  Boolean $p1 = false,
  Integer $p2 = 80,
) {
  @notify { ['c2-n1', 'c2-n2', 'c2-n3']: noop => false }
  exec { 'c2-run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
  notify { 'c2-n4': tag => ['beta', 'web'], message => 'x y' }
}
class c3 {
  file { '/tmp/c3-f1': noop => false, owner => 'root' }
}
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
