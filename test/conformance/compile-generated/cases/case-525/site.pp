define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $extra, tag => 'web' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Array[String] $p2 = [],
) {
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
notify { 'n1': tag => 'gamma' }
$v11 = [1, 2]
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { subscribe => Notify['n1'] }
file { ['/tmp/f1', '/tmp/f2']: require => Notify['n1'] }
@@file {
  default: loglevel => 'warning';
  '/tmp/f3': subscribe => Notify['n1'];
  '/tmp/f4': subscribe => File['/tmp/f2'], tag => 'web';
}
if defined(Notify['n1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
service { 'svc1': hasrestart => true, * => {  } }
@user {
  default: noop => true;
  'user1': ensure => 'present';
}
service { 'svc2': notify => [Service['svc1']] }
d2 { ['d2-n1', 'd2-n2']: extra => 7 }
$v23 = { 'k' => 'v' }
Notify { before => [Service['svc2'], Notify['d2-n2-in-d11']], loglevel => 'info' }
User <| tag == 'alpha' |>
$v26 = [1, 2]
d2 { ['d2-n3', 'd2-n4']: }
user { ['user2', 'user3', 'user4']: ensure => 'absent', loglevel => 'warning' }
require c1
d2 { 'd2-n5': }
User['user2'] -> [Notify['d2-n4-d21'], Notify['d2-n3-d21']] -> Notify['d2-n1-d21']
