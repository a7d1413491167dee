define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $level }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  tag 'db'
  user { 'c1-user1': noop => false }
  Package <| tag != 'alpha' |>
  Notify <|  |>
}
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => ['gamma', 'beta'] }
Exec <| message == 'hello' or tag == 'web' |>
user { 'user1': uid => '300', shell => '/bin/sh' }
d1 { 'd1-n1': level => 'v2' }
d2 { ['d2-n1', 'd2-n2']: level => 7 }
include c1
service { 'svc1': require => User['user1'] }
Notify['d2-n2-d22'] <- File['/tmp/f3']
notify { ['n1', 'n2', 'n3']: message => true, noop => false }
notify { 'n4': tag => 'gamma' }
File['/tmp/f3'] -> Notify['d2-n1-d21'] -> Notify <| tag == 'gamma' |>
user { ['user2', 'user3', 'user4']: noop => true, uid => 30 }
tag 'alpha'
service { 'svc2': ensure => 'stopped' }
@exec { 'run1': command => '/usr/bin/env echo hi', * => { 'subscribe' => Service['svc1'], 'noop' => false } }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
