define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'db' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = false,
  Variant[Integer, String] $p3 = 'one',
) {
  tag 'alpha'
  notify {
    default: tag => 'db';
    'c1-n1': message => "${p2} says hi", loglevel => 'info';
  }
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { 'c1-n2': message => "${p2} says hi", noop => false, withpath => true }
}
Notify { tag => ['alpha', 'gamma'] }
Package { tag => ['db', 'alpha'] }
Notify <| title == 'n1' or tag != 'gamma' |> ~> Service <| title == 'n1' |>
file {
  default: ensure => 'file', noop => false;
  '/tmp/f1': noop => true, tag => 'web';
}
