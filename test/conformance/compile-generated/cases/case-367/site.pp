define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  User { loglevel => 'warning' }
}
stage { 'pre': before => Stage['main'] }

