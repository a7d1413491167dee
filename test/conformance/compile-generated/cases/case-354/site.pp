define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'web' }
  notify { "${title}-d21": message => $extra, tag => 'db' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  Package { noop => true }
  Notify <| message == 42 |> { message => 'world' }
}
class c2 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = true,
) {
  notify { 'c2-n1': tag => ['alpha', 'gamma'] }
  Notify <| title == 'n1' and message == 42 |>
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
  Boolean $p3 = true,
) {
  include c2
  Notify { message => 'world' }
}

