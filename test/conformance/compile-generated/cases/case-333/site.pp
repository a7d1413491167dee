define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $extra }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", tag => 'gamma' }
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'gamma' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'x y',
  Integer $p2 = 8080,
) {
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec { 'c1-run1': command => '/usr/bin/env echo hi', tag => ['beta', 'web'], timeout => 30 }
  notify { 'c1-n1': tag => 'beta' }
}
stage { 'pre': before => Stage['main'] }

