define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level, tag => 'db' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 's',
  Integer $p3 = 1,
) {
  tag 'beta'
  Service { enable => true }
}
d2 { ['d2-n1', 'd2-n2']: level => 'v2' }
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
Exec['run1'] ~> Exec['run1']
d1 { 'd1-n1': }
d2 { 'd2-n3': level => 'v2' }
@d1 { ['d1-n2', 'd1-n3']: }
