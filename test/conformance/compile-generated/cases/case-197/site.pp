define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'web' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
Package <| tag == 'db' |>
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
