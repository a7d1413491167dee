define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'x y',
  Enum['a', 'b'] $p2 = 'a',
  Enum['a', 'b'] $p3 = 'a',
) {
  tag 'alpha'
}
Service { tag => 'db' }
File <| tag == 'db' or tag != 'alpha' |> -> Notify <|  |>
d1 { 'd1-n1': extra => 'v1' }
