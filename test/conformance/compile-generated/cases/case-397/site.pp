define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = false,
  String $p3 = 'abc',
) {
  Notify { tag => ['beta', 'db'] }
  d2 { ['c1-d2-n1', 'c1-d2-n2']: }
  file { '/tmp/c1-f1': mode => '0644', * => { 'loglevel' => 'info' } }
}
class c2 {
  Notify { noop => true, message => 'x y' }
  if defined('$title') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
d2 { 'd2-n1': msg => 'v1' }
