class c1 (
  Variant[Integer, String] $p1 = 'one',
  Variant[Integer, String] $p2 = 'one',
) {
  service { 'c1-svc1': enable => false, * => {  } }
}
class c2 {
  notify { 'c2-n1': message => 'multi
  line', * => {  } }
}
stage { 'pre': before => Stage['main'] }
contain c1
notify { 'n1': loglevel => 'warning', require => Service['c1-svc1'] }
notify { 'n2': tag => 'db' }
[Service['c1-svc1'], Notify['n1'], Notify['n2']] <- Notify['n1']
notify { 'n3': tag => ['web', 'gamma'] }
Notify['n2'] { message => "${facts[hostname]} says hi" }
Notify { before => [Notify['n1'], Notify['n2']], message => 'x y' }
require c2
Package <| message == 'x y' |>
Notify['n1'] { message => 'x y' }
notify { 'n4': before => [Notify['n1']], subscribe => Service['c1-svc1'], tag => ['db', 'alpha'] }
user { 'user1': groups => 'users', ensure => 'absent', tag => 'web' }
Notify['n1'] <~ Notify['n1'] ~> Notify['n2']
Package <| tag == 'web' |> { tag +> 'alpha' }
notify { 'n5': message => "${facts[hostname]} says hi" }
exec {
  default: before => Notify['n2'], notify => Notify['n1'];
  'run1': noop => false;
}
Notify <| title == 'user1' |> { message => 42 }
Notify <| ensure == 'running' and ensure == 'running' |> { require +> Notify['n1'] }
Exec <| ensure == 'present' or ensure == 'directory' |> { require +> Notify['n5'] }
exec { 'run2': command => 'touch /tmp/x', * => { 'require' => [Notify['n1'], User['user1']] } }
tag 'db'
Service { require => [User['user1']] }
@file { ['/tmp/f1', '/tmp/f2']: noop => false }
notify {
  default: tag => ['gamma', 'alpha'];
  'n6': tag => 'beta';
  'n7': require => Notify['n3'];
  'n8': notify => Notify['n5'];
}
file { '/tmp/f3': tag => ['web', 'beta'] }
contain c2
$v31 = { 'k' => 'v' }
file { '/tmp/f4': require => [Notify['n6']], mode => '0600' }
file { '/tmp/f5': loglevel => 'warning' }
tag 'web'
notify { 'n9': loglevel => 'info' }
exec { 'run3': command => '/bin/true', notify => Exec['run2'] }
file { '/tmp/f6': ensure => 'directory', * => {  } }
require c1
realize(Notify['ghost'])
