define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'gamma' }
  d1 { "${name}-in": }
}
realize(Notify['ghost'])
