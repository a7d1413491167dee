class c1 (
  String $p1 = 'x y',
  Enum['a', 'b'] $p2 = 'b',
  String $p3 = 'abc',
) {
  Notify <| tag == 'gamma' |>
  Notify <| message == 'x y' |>
}
class c2 {
  file { '/tmp/c2-f1': tag => 'db', content => 'c', mode => '0755' }
  if tagged('alpha') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  tag 'db'
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 'one',
) {
  User { managehome => true }
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: noop => true }
}

