define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  File { noop => true }
}
class c1 {
  Package <| title == 'n1' |> { noop => true }
  exec { 'c1-run1': command => '/bin/true', * => { 'tag' => 'web' } }
}
class c2 (
  String $p1 = 'abc',
) {
  user { ['c2-user1', 'c2-user2', 'c2-user3']: groups => 'users' }
  Notify { loglevel => 'info' }
}
class c3 (
  Optional[String] $p1 = 'o',
) {
  User <| ensure == 'running' |>
  tag 'gamma'
  user { 'c3-user1': noop => true }
}

