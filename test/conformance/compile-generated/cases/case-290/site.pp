class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
  Optional[String] $p3 = 'o',
) {
  user { ['c1-user1', 'c1-user2', 'c1-user3']: loglevel => 'info' }
  Notify <|  |>
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  exec { ['c2-run1', 'c2-run2', 'c2-run3']: command => 'touch /tmp/x', refreshonly => true, noop => true }
  service { 'c2-svc1': hasrestart => false, tag => 'db' }
}
class c3 (
  Boolean $p1 = false,
) {
  Notify <| tag == 'web' or message == 'hello' |>
  file { '/tmp/c3-f1': mode => '0755', tag => 'beta', ensure => 'absent' }
}
user { 'user1': tag => 'db' }
include c2
user { 'user2': ensure => 'present', before => Class['c2'], tag => ['beta', 'gamma'] }
notify { 'n1': message => undef, require => User['user1'] }
File <| title == 'c2-run1' |> { require => Notify['n1'] }
User['user1'] { require => [Service['c2-svc1'], User['user2']] }
