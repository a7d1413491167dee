define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 (
  Boolean $p1 = false,
  Optional[String] $p2 = undef,
) {
  File <| ensure == 'running' |>
  user { 'c1-user1': shell => '/bin/bash', uid => '300' }
  tag 'beta'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Enum['a', 'b'] $p2 = 'b',
) {
  User <| (tag != 'gamma' and title == 'n1') and title == 'n1' |>
  notify { ['c2-n1', 'c2-n2']: message => 'multi
  line' }
}

