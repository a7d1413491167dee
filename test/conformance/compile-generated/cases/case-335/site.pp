define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = false,
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  file { '/tmp/c1-f1': tag => ['alpha', 'beta'] }
  notify { 'c1-n1': withpath => true, * => { 'noop' => false } }
}
class c2 (
  String $p1 = 'x y',
  Integer $p2 = 8080,
) inherits c1 {
  user { ['c2-user1', 'c2-user2']: shell => '/bin/bash' }
}
class c3 (
  Array[String] $p1 = [],
) {
  notify { ['c3-n1', 'c3-n2']: message => 3.5, withpath => false }
}

