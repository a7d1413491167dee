define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
class c1 (
  Array[String] $p1 = [],
  String $p2 = 'x y',
  Enum['a', 'b'] $p3 = 'b',
) {
  exec { 'c1-run1': path => ['/bin', '/usr/bin'], tag => ['beta', 'gamma'] }
  User { tag => ['gamma', 'alpha'], loglevel => 'warning' }
  package { 'c1-pkg1': noop => true, tag => ['alpha', 'alpha'] }
  File { tag => ['alpha', 'alpha'] }
}
class c2 (
  Array[String] $p1 = [],
  Integer $p2 = 80,
) {
  notify { 'c2-n1': message => 'multi
  line', tag => 'alpha' }
  d1 { ['c2-d1-n1', 'c2-d1-n2']: level => 'v1' }
  user { ['c2-user1', 'c2-user2', 'c2-user3']: subscribe => [Notify['c2-d1-n1-d11']], before => Notify['c2-d1-n1-d11'] }
}
require c2
Notify['c2-d1-n1-d11'] -> Notify['c2-n1']
@package { ['pkg1', 'pkg2', 'pkg3']: subscribe => [User['c2-user2']] }
Class['c2'] -> Notify <| ensure == 'running' |> -> User['c2-user3']
service { 'svc1': notify => User['c2-user1'], enable => false }
user { ['user1', 'user2']: noop => true }
file { '/tmp/f1': subscribe => User['user1'], tag => 'beta' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { message => ['a', 'b'], require => [Service['svc1'], User['c2-user2']] }
$v21 = { 'k' => 'v' }
class { 'c1': p2 => 'x y' }
realize([Package['pkg1']])
User['user2'] <- Notify['c2-n1']
@file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: ensure => 'absent' }
realize([Package['pkg2'], File['/tmp/f2']])
File <| message == 42 |>
notify { ['n1', 'n2']: message => 'hello', notify => Class['c1'] }
file { '/tmp/f5': subscribe => Notify['c2-n1'] }
Exec { noop => false }
realize([Package['pkg2']])
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
user { 'user3': loglevel => 'warning', tag => 'beta' }
Notify { before => [Notify['n2'], Notify['d1-n1-d11']], tag => ['web', 'web'] }
file {
  default: notify => File['/tmp/f1'], content => 'data';
  '/tmp/f6': loglevel => 'info';
  '/tmp/f7': require => [Notify['c2-d1-n1-d11']], owner => 'root';
}
tag 'alpha'
