define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'gamma' }
}
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
