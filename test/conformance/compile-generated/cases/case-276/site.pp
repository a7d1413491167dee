class c1 (
  String $p1 = 'abc',
  String $p2 = 's',
) {
  notify { 'c1-n1': message => 'hello', withpath => false, tag => ['db', 'web'] }
  exec { 'c1-run1': tag => 'alpha', noop => true }
  package { 'c1-pkg1': noop => false }
  tag 'web'
}
service { 'svc1': enable => true }
require c1
notify { 'n1': notify => Package['c1-pkg1'], * => {  } }
$v8 = { 'k' => 'v' }
contain c1
include c1
require c1
@@notify { 'n2': loglevel => 'warning' }
Service['svc1'] { tag +> ['alpha', 'db'] }
user { ['user1', 'user2', 'user3']: groups => ['adm', 'sudo'] }
file {
  default: owner => 'root';
  '/tmp/f1': mode => '0644';
  '/tmp/f2': notify => Package['c1-pkg1'], ensure => 'present';
  '/tmp/f3': noop => false;
}
File['/tmp/f1'] { tag +> 'alpha' }
notify { 'n3': withpath => false }
Service['svc1'] <~ Class['c1']
Notify <| ensure == 'directory' or message == 42 |> { message => "tab\there" }
contain c1
notify { ['n4', 'n5', 'n6']: tag => ['alpha', 'gamma'] }
service {
  default: tag => ['db', 'web'];
  'svc2': subscribe => Notify['n1'];
}
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User['user1'] { require => Notify['n4'] }
exec {
  default: timeout => '300';
  'run1': command => '/usr/bin/env echo hi', refreshonly => true;
}
[Notify['c1-n1'], User['user3']] ~> Service <|  |>
tag 'db'
service { 'svc3': loglevel => 'info', subscribe => Notify['n6'] }
