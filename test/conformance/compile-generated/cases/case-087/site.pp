class c1 (
  String $p1 = 's',
) {
  Exec { tag => 'gamma' }
  File <| tag == 'db' |>
  notify {
    default: noop => false;
    'c1-n1': message => 'world', tag => ['beta', 'gamma'];
  }
  tag 'alpha'
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Array[String] $p2 = [],
  Array[String] $p3 = ['x'],
) {
  file { '/tmp/c2-f1': ensure => 'absent' }
  require c1
  user { ['c2-user1', 'c2-user2', 'c2-user3']: groups => ['adm', 'sudo'], uid => 30 }
}
$v9 = 'val'
User <| tag != 'web' |> { noop => true }
tag 'web'
Notify <| (message == 'world' and message == 'x y') and ensure == 'running' |> ~> Service <| tag != 'beta' |>
exec { 'run1': command => '/bin/true', * => { 'path' => ['/bin', '/usr/bin'] } }
notify { 'n1': loglevel => 'warning' }
Service <| tag != 'alpha' |> { require => Notify['n1'] }
$v16 = [1, 2]
File <| title == 'run1' |>
Package { noop => false, loglevel => 'warning' }
$v19 = [1, 2]
exec { ['run2', 'run3', 'run4']: command => '/bin/true' }
$v21 = { 'k' => 'v' }
contain c1
Class['c1'] ~> Exec['run4']
file {
  default: tag => 'alpha', noop => false;
  '/tmp/f1': require => Class['c1'], ensure => 'directory';
}
