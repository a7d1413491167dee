define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  user { 'c1-user1': loglevel => 'info' }
  Notify { loglevel => 'warning' }
}
class c2 inherits c1 {
  User['c1-user1'] { noop +> 'db' }
  Notify { tag => ['alpha', 'db'], message => 42 }
  user { ['c2-user1', 'c2-user2', 'c2-user3']: tag => ['gamma', 'web'], loglevel => 'warning' }
  Notify <| tag == 'gamma' and tag != 'beta' |> { require +> Notify['ghost'] }
  Notify <| tag != 'db' |>
}
class c3 inherits c1 {
  User['c1-user1'] { tag => ['alpha', 'gamma'] }
  Package <| tag != 'beta' and ensure == 'present' |>
  @package {
    default: loglevel => 'info', noop => true;
    'c3-pkg1': tag => ['db', 'alpha'];
  }
  notify { ['c3-n1', 'c3-n2']: tag => 'web', message => 'hello' }
  d1 { 'c3-d1-n1': level => 'v2', extra => 'v1' }
}

