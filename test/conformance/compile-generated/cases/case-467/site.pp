define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => $level, tag => 'db' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = true,
) {
  Service <| tag == 'db' or message == 42 |>
  notify { 'c1-n1': message => '', tag => 'gamma' }
  exec { 'c1-run1': command => '/bin/true', tag => ['db', 'gamma'], noop => false }
}

