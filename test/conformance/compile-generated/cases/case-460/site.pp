define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  tag 'beta'
}
require c1
