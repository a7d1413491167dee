define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'beta' }
}
class c1 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'b',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => "${p2} says hi", loglevel => 'warning' }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: tag => ['beta', 'gamma'] }
  user { ['c1-user1', 'c1-user2', 'c1-user3']: loglevel => 'info' }
}
class c2 {
  file { '/tmp/c2-f1': owner => 'www-data', ensure => 'absent' }
}
include c1
d1 { ['d1-n1', 'd1-n2']: extra => 7 }
service { 'svc1': loglevel => 'info' }
