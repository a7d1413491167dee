define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'db' }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  Integer $p1 = 8080,
) {
  user {
    default: loglevel => 'warning';
    'c1-user1': noop => false, groups => 'users';
  }
  Notify { tag => ['alpha', 'beta'] }
  notify { 'c1-n1': withpath => false, message => 'world', tag => 'gamma' }
  notify { 'c1-n2': message => 42 }
}
class c2 (
  Integer $p1 = 80,
) inherits c1 {
  Notify['c1-n2'] { message => ['gamma', 'beta'] }
  notify { 'c2-n1': loglevel => 'info' }
}

