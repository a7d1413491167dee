define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $extra }
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = false,
  Integer $p2 = 80,
  String $p3 = 's',
) {
  notify { 'c1-n1': loglevel => 'warning' }
  User { tag => ['db', 'beta'] }
  service { ['c1-svc1', 'c1-svc2']: noop => true }
}
@package { 'pkg1': tag => ['db', 'beta'] }
service { 'svc1': loglevel => 'warning', noop => false }
realize([Package['pkg1']])
$v14 = [1, 2]
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: mode => '0755' }
user { 'user1': before => [Service['svc1'], Package['pkg1']], * => { 'require' => File['/tmp/f3'] } }
Service['svc1'] -> [File['/tmp/f1']] -> Notify <| message == 42 |>
realize([Package['pkg1']])
@service { 'svc2': noop => true, subscribe => Package['pkg1'] }
notify { 'n1': message => "${trusted[certname]} says hi", tag => 'gamma' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f4': owner => 'root', loglevel => 'warning' }
service { 'svc3': notify => User['user1'], * => { 'loglevel' => 'info' } }
@service { ['svc4', 'svc5']: tag => ['alpha', 'db'] }
tag 'db'
realize(Service['svc2'])
service { 'svc6': loglevel => 'info', enable => false, notify => [File['/tmp/f1']] }
@@notify { 'n2': tag => ['gamma', 'alpha'], * => {  } }
include missing::klass
