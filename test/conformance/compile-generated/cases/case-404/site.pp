define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'db' }
}
notify { 'n1': message => 'x y', noop => false }
user { 'user1': managehome => false, tag => ['gamma', 'alpha'], shell => '/bin/sh' }
package { 'pkg1': subscribe => User['user1'], * => {  } }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include missing::klass
