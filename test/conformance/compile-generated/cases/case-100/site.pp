class c1 (
  Integer $p1 = 1,
  Optional[String] $p2 = 'o',
) {
  tag 'beta'
  user { 'c1-user1': loglevel => 'warning', groups => 'users', shell => '/bin/sh' }
  Package { ensure => 'absent' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = ['a', 'b'],
) {
  @service { 'c2-svc1': noop => true }
  service { 'c2-svc2': ensure => 'running', loglevel => 'info' }
}
@notify { 'n1': loglevel => 'info', * => {  } }
notify {
  default: tag => 'beta';
  'n2': tag => ['alpha', 'web'];
}
user { 'user1': notify => Notify['n2'], tag => 'web', subscribe => Notify['n2'] }
Notify <| ensure == 'present' |>
notify { 'n3': before => User['user1'], noop => false }
Exec { refreshonly => false, before => Notify['n2'] }
include c1
Service <| (message == 'hello' and tag == 'db') and tag == 'alpha' |> ~> Notify['n2']
class { 'c2': }
Notify['n2'] -> Service['c2-svc2'] <~ Service['c2-svc2']
exec {
  default: tag => ['db', 'db'], path => ['/bin', '/usr/bin'];
  'run1': command => '/bin/true', notify => Class['c2'];
  'run2': command => '/bin/true', require => [Notify['n3']], refreshonly => true;
}
user { 'user2': notify => User['c1-user1'], groups => 'users', tag => 'beta' }
$v19 = [1, 2]
notify { 'n4': withpath => false, message => 'world' }
Service <| message == 42 or message == 'x y' |>
exec { 'run3': noop => false, timeout => '300' }
Exec <|  |> { noop => false }
Package { tag => 'alpha' }
contain c1
Notify <| ensure == 'running' |>
require c1
Exec { loglevel => 'warning' }
