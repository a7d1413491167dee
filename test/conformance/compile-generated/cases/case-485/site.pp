define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
service { 'svc1': noop => true, tag => ['db', 'beta'] }
@@service { 'svc2': noop => false, loglevel => 'warning' }
File <| tag == 'gamma' and message == 'x y' |>
Service['svc1'] { before +> Service['svc1'] }
d2 { 'd2-n1': }
user { 'user1': noop => false, notify => Service['svc1'] }
Notify { withpath => true }
@d2 { 'd2-n2': extra => 'v1' }
Notify { before => [Notify['d2-n1-in-d11'], Notify['d2-n1-d21']], tag => ['web', 'gamma'] }
d2 { 'd2-n3': }
@@user { 'user2': tag => ['db', 'db'], * => {  } }
file { '/tmp/f1': loglevel => 'warning' }
d1 { 'd1-n1': msg => 'v1' }
service { 'svc3': noop => false, hasrestart => false }
Service { subscribe => Service['svc3'], enable => true }
d2 { 'd2-n4': extra => 'v1' }
notify { 'n1': tag => ['web', 'gamma'], * => { 'message' => "${trusted[certname]} says hi" } }
package {
  default: subscribe => Service['svc1'];
  'pkg1': require => Notify['d1-n1-d11'];
  'pkg2': noop => true;
  'pkg3': tag => ['alpha', 'db'];
}
service {
  default: enable => true;
  'svc4': require => [Notify['d2-n1-d21'], Service['svc1']], tag => ['web', 'db'];
}
d1 { 'd1-n2': msg => 7 }
d2 { ['d2-n5', 'd2-n6']: extra => 'v2' }
$v26 = [1, 2]
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file {
  default: before => Notify['n1'];
  '/tmp/f2': tag => 'beta';
}
D2 <<|  |>> { tag +> 'beta' }
tag 'gamma'
D2 <|  |>
notify { ['n2', 'n3', 'n4']: message => "${facts[hostname]} says hi" }
@notify { 'n5': message => 3.5, before => Notify['n3'] }
@d1 { 'd1-n3': msg => 7 }
Package { subscribe => Notify['n3'] }
File['/tmp/f1'] -> Notify['ghost']
