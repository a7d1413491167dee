define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'alpha' }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 'one',
  Array[String] $p3 = ['a', 'b'],
) {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { 'c1-n1': withpath => false, noop => true }
  notify {
    default: noop => true;
    'c1-n2': tag => 'gamma', message => "${p2} says hi";
    'c1-n3': tag => ['alpha', 'beta'];
    'c1-n4': tag => ['db', 'alpha'];
  }
  user { 'c1-user1': groups => 'users', * => {  } }
}
class c2 {
  service { 'c2-svc1': tag => 'beta' }
}
class { 'c1': p1 => [1] }
