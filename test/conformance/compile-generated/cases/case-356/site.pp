define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 {
  Notify { tag => 'db' }
  Package { tag => 'db' }
}
class c2 {
  Package { loglevel => 'warning', ensure => 'installed' }
  d2 { ['c2-d2-n1', 'c2-d2-n2']: level => 'v1' }
  if defined('$p1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  include c1
}
stage { 'pre': before => Stage['main'] }

