define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Array[String] $p1 = ['x'],
  Array[String] $p2 = ['a', 'b'],
  Enum['a', 'b'] $p3 = 'b',
) {
  tag 'alpha'
}
stage { 'pre': before => Stage['main'] }
require c1
User { ensure => 'present' }
$v8 = 'val'
$v9 = { 'k' => 'v' }
include c1
include c1
service { ['svc1', 'svc2', 'svc3']: tag => 'gamma', noop => false }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
@user { 'user1': tag => 'gamma' }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v19 = [1, 2]
[Service['svc1'], Service['svc3'], Service['svc2']] <~ Service['svc2']
notify { 'n1': require => Service['svc2'], notify => Service['svc2'] }
user { ['user2', 'user3', 'user4']: noop => true, uid => '300' }
