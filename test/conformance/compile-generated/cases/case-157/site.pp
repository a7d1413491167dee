define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $msg }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'db' }
  File { noop => true }
  d1 { "${name}-in": }
}

