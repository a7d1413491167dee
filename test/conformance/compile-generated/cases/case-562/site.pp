define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $extra, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'a',
) {
  tag 'beta'
}
class c2 (
  Integer $p1 = 80,
  Variant[Integer, String] $p2 = 1,
  String $p3 = 'abc',
) {
  notify {
    default: tag => ['db', 'db'];
    'c2-n1': message => 'x y', tag => 'db';
  }
}
class c3 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'b',
) inherits c2 {
  notify { 'c3-n1': loglevel => 'warning', withpath => false }
  notify { 'c3-n2': message => "${p2} says hi" }
  notify { 'c3-n3': tag => 'db' }
}

