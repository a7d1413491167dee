class c1 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 'abc',
  Integer $p3 = 80,
) {
  file { '/tmp/c1-f1': owner => 'root', content => "${p3}" }
}
class c2 {
  Service <| message == 'world' |>
  tag 'db'
}
@notify { 'n1': tag => 'alpha' }
File { content => "line\n" }
Notify <| title == 'n1' |> { require +> Notify['ghost'] }
@notify { 'n2': tag => 'db', message => '', withpath => true }
Exec { tag => ['db', 'alpha'] }
notify { 'n3': loglevel => 'info' }
$v11 = { 'k' => 'v' }
require c2
notify { 'n4': notify => Notify['n3'], noop => false }
exec { 'run1': command => 'touch /tmp/x' }
[Notify['n3'], Notify['n4']] <- Notify <| title == 'n3' and ensure == 'directory' |> <~ Class['c2']
user { 'user1': uid => 1001 }
$v17 = { 'k' => 'v' }
notify { 'n5': message => "${module_name} says hi", * => {  } }
require c2
notify {
  default: before => Exec['run1'];
  'n6': before => User['user1'];
  'n7': withpath => true;
  'n8': message => 3.5;
}
notify { 'n9': noop => false }
user { 'user2': notify => [Notify['n5']], * => { 'noop' => true } }
realize(Notify['n2'])
file { '/tmp/f1': notify => Notify['n5'], subscribe => Notify['n2'], require => [Exec['run1']] }
notify { 'n10': require => [User['user2']] }
User['user2'] ~> [Notify['n4'], Notify['n6']]
Notify <| tag == 'db' |> { message => 42 }
$v28 = { 'k' => 'v' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User { loglevel => 'info' }
require c2
realize(Notify['n2'])
exec { ['run2', 'run3']: refreshonly => false }
class { 'c2': }
