define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  String $p1 = 'x y',
  Array[String] $p2 = ['a', 'b'],
  Optional[String] $p3 = undef,
) {
  Package { noop => false, ensure => 'installed' }
}
File <| tag != 'web' and tag != 'alpha' |>
$v5 = { 'k' => 'v' }
user { 'user1': tag => 'beta', * => {  } }
$v7 = { 'k' => 'v' }
require c1
file { '/tmp/f1': owner => 'root', * => { 'loglevel' => 'warning' } }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package { loglevel => 'warning' }
Package <| ensure == 'running' and message == 'x y' |> { tag +> ['db', 'web'] }
$v14 = { 'k' => 'v' }
user { 'user2': before => [File['/tmp/f1']] }
service {
  default: subscribe => User['user1'];
  'svc1': require => [File['/tmp/f1']];
}
include c1
d1 { 'd1-n1': level => 'v2' }
include c1
