class c1 (
  Optional[String] $p1 = 'o',
  String $p2 = 's',
) {
  Notify { message => "${p1} says hi", withpath => true }
  tag 'alpha'
  exec { 'c1-run1': command => '/bin/true', noop => false }
}
class c2 (
  Integer $p1 = 80,
  Array[String] $p2 = ['x'],
  Boolean $p3 = false,
) inherits c1 {
  Exec['c1-run1'] { tag +> 'db' }
  notify { 'c2-n1': message => 'hello', * => {  } }
  Notify { loglevel => 'warning' }
}
notify { 'n1': message => 'multi
line', withpath => true }
@@exec {
  default: command => 'touch /tmp/x', subscribe => Notify['n1'];
  'run1': notify => Notify['n1'], before => Notify['n1'];
}
contain c2
Notify <|  |> { tag => 'gamma' }
Notify['n1'] { before +> Notify['c2-n1'] }
service { 'svc1': tag => 'web', ensure => 'stopped' }
Package { loglevel => 'warning', tag => 'web' }
require c2
Notify <<| (tag == 'gamma' and title == 'c1-run1') and tag == 'web' |>>
notify { ['n2', 'n3']: message => "tab\there" }
contain c1
service { ['svc2', 'svc3']: subscribe => Notify['c2-n1'], noop => true }
@notify { 'n4': noop => false }
Service['svc3'] { tag +> 'db' }
Notify['n3'] { require => [Notify['n3']] }
@@package { ['pkg1', 'pkg2']: before => Service['svc1'] }
require c1
$v24 = { 'k' => 'v' }
user { ['user1', 'user2']: noop => false, require => Notify['n3'] }
tag 'web'
Notify { message => "${facts[hostname]} says hi", require => Service['svc3'] }
include c1
User['user2'] { tag +> 'db' }
user { 'user3': managehome => true, uid => 30, tag => ['alpha', 'beta'] }
notify {
  default: message => undef, tag => ['alpha', 'db'];
  'n5': subscribe => [Notify['n1'], Notify['c2-n1']], require => [User['user2']];
  'n6': message => 42, noop => true;
}
realize([Notify['n4']])
exec { 'run2': command => 'touch /tmp/x', timeout => 1001, refreshonly => false }
user { 'user3': }
