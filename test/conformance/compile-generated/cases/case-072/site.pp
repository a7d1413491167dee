define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  String $p2 = 'abc',
  Array[String] $p3 = [],
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  Exec { path => ['/bin', '/usr/bin'] }
  Notify <| tag != 'alpha' |> { tag +> ['gamma', 'beta'] }
  user { 'c1-user1': ensure => 'absent' }
}
class c2 (
  Integer $p1 = 8080,
  Variant[Integer, String] $p2 = 'one',
  Variant[Integer, String] $p3 = 'one',
) {
  notify { 'c2-n1': tag => ['alpha', 'db'] }
  notify { 'c2-n2': tag => ['beta', 'gamma'] }
}
class c3 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'b',
  Array[String] $p3 = ['a', 'b'],
) {
  d1 { ['c3-d1-n1', 'c3-d1-n2']: msg => 7 }
}

