class c1 (
  String $p1 = 'x y',
  Integer $p2 = 8080,
) {
  service { 'c1-svc1': loglevel => 'warning' }
}
class c2 (
  Optional[String] $p1 = undef,
  Integer $p2 = 80,
  Enum['a', 'b'] $p3 = 'a',
) {
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
contain c1
package { 'pkg1': notify => Service['c1-svc1'] }
Service['c1-svc1'] -> Class['nosuch']
