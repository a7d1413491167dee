@notify { 'n1': withpath => false, * => { 'noop' => false } }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@file { '/tmp/f1': content => "line\n" }
Service <| message == 'world' or ensure == 'directory' |> <~ File <| title == 'n1' and title == 'n1' |>
Notify { tag => 'db' }
package { ['pkg1', 'pkg2', 'pkg3']: ensure => '1.2.3' }
Package['pkg3'] ~> Notify <|  |> -> [Package['pkg1'], Package['pkg3']]
Notify <| message == 'world' |> { message => 42 }
user { 'user1': ensure => 'present', require => Package['pkg1'] }
notify { 'n2': message => undef, loglevel => 'warning', subscribe => User['user1'] }
user {
  default: before => [Package['pkg2']];
  'user2': tag => 'gamma', before => [User['user1']];
}
