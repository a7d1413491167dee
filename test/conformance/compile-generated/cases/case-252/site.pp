define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  Notify { noop => true }
}
stage { 'pre': before => Stage['main'] }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': managehome => false, groups => 'users', uid => 30 }
notify { 'n1': require => User['user1'], subscribe => User['user1'] }
d1 { 'd1-n1': msg => 'v2' }
