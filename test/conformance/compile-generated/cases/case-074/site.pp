define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'web' }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
}
class c1 (
  String $p1 = 's',
  Integer $p2 = 80,
) {
  File <| message == 'x y' |>
  user {
    default: uid => 1001;
    'c1-user1': ensure => 'present';
  }
  d1 { 'c1-d1-n1': }
}
tag 'web'
user { ['user1', 'user2']: managehome => false, loglevel => 'info' }
Exec { tag => ['beta', 'web'] }
user { ['user3', 'user4']: uid => 1001 }
File <| tag == 'web' |> { tag +> 'db' }
Notify { before => User['user3'] }
d2 { ['d2-n1', 'd2-n2']: }
[User['user4']] ~> Notify['d2-n2-d21'] ~> Notify['d2-n1-d21']
File { noop => true }
file { '/tmp/f1': content => 'data' }
User['user1'] -> Notify['d2-n2-d21']
user { 'user5': managehome => true, subscribe => User['user2'], loglevel => 'info' }
if defined(User['user1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
