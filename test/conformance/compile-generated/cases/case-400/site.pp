define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
}
Notify['ghost'] { message => 'x' }
