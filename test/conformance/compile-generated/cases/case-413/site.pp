define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}

