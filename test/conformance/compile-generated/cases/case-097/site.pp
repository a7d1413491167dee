define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
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
d2 { ['d2-n1', 'd2-n2']: msg => 7 }
exec { ['run1', 'run2']: command => '/bin/true', noop => false }
Notify { noop => true, notify => Notify['d2-n1-d21'] }
notify { ['n1', 'n2']: notify => [Notify['d2-n1-d22'], Notify['d2-n2-d22']] }
notify { 'n3': noop => false, subscribe => [Exec['run1']] }
notify { 'n4': require => Notify['d2-n1-in-d11'], * => { 'subscribe' => Notify['d2-n2-in-d12'] } }
Service <| tag != 'alpha' |> { require => Notify['n4'] }
$v23 = [1, 2]
File <| title == 'n1' |>
