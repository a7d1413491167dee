define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  Notify { noop => true }
}
class c1 (
  String $p1 = 's',
  Optional[String] $p2 = undef,
) {
  User <| tag != 'web' |>
  user { ['c1-user1', 'c1-user2']: loglevel => 'info', tag => 'beta' }
  file { '/tmp/c1-f1': content => "${p1}", noop => true }
}

