define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'web' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
  File { noop => true }
  d1 { "${name}-in": }
}

