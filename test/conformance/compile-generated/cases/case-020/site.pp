define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level }
  notify { "${title}-d21": message => $level, tag => 'gamma' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Integer $p2 = 1,
) {
  tag 'db'
}
class c2 (
  String $p1 = 'x y',
  Optional[String] $p2 = 'o',
) {
  @package { ['c2-pkg1', 'c2-pkg2']: tag => ['web', 'beta'] }
  service { 'c2-svc1': tag => ['beta', 'db'] }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', loglevel => 'warning' }
  tag 'db'
}
class c3 (
  String $p1 = 'abc',
  Enum['a', 'b'] $p2 = 'a',
  String $p3 = 'abc',
) {
  notify { 'c3-n1': loglevel => 'info' }
  tag 'beta'
  Notify { message => 3.5, noop => false }
}

