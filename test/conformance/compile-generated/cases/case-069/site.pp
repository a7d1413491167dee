define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  @service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: enable => false, tag => 'alpha' }
  d1 { 'c1-d1-n1': msg => 7 }
  exec { 'c1-run1': before => Notify['c1-d1-n1-d11'], tag => 'gamma', notify => Notify['c1-d1-n1-d11'] }
  @file { ['/tmp/c1-f1', '/tmp/c1-f2']: tag => ['gamma', 'web'] }
}
package { ['pkg1', 'pkg2', 'pkg3']: ensure => 'absent', tag => ['alpha', 'db'] }
d2 { ['d2-n1', 'd2-n2']: extra => 'v2' }
Notify <| tag == 'db' and tag != 'db' |> { tag => ['db', 'alpha'] }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d2 { 'd2-n3': extra => 'v1' }
$v15 = { 'k' => 'v' }
d2 { ['d2-n4', 'd2-n5']: extra => 7 }
