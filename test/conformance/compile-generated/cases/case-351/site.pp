define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 8080,
  Variant[Integer, String] $p3 = 1,
) {
  @notify { 'c1-n1': message => 'hello' }
}

