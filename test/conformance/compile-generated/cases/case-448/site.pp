class c1 (
  Optional[String] $p1 = undef,
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'alpha'
}
class c2 (
  Boolean $p1 = true,
  String $p2 = 'abc',
  Enum['a', 'b'] $p3 = 'b',
) inherits c1 {
  Notify { noop => true, tag => 'gamma' }
}
service { 'svc1': loglevel => 'info', ensure => 'running' }
User <| (tag != 'db' and title == 'svc1') and title == 'svc1' |>
include c2
exec { 'run1': tag => ['beta', 'beta'], command => '/usr/bin/env echo hi' }
notify {
  default: require => [Service['svc1']], before => Class['c2'];
  'n1': subscribe => [Exec['run1']];
  'n2': noop => true;
  'n3': message => 3.5;
}
@file { '/tmp/f1': loglevel => 'warning', before => Notify['n1'], notify => Exec['run1'] }
$v10 = 'val'
Notify { notify => Notify['n3'] }
@@notify { 'n4': subscribe => Notify['n1'], withpath => true }
notify { 'n5': noop => false, tag => ['web', 'alpha'] }
@@notify {
  default: noop => false;
  'n6': message => "${trusted[certname]} says hi";
  'n7': subscribe => Class['c1'];
}
notify {
  default: loglevel => 'info', before => Notify['n5'];
  'n8': subscribe => Class['c1'], noop => true;
}
user { 'user1': uid => '300', noop => true, shell => '/bin/bash' }
realize(File['/tmp/f1'])
Package { require => [User['user1']] }
notify { 'n9': tag => ['db', 'gamma'], message => 'multi
line' }
user { 'user2': subscribe => User['user1'] }
Notify['n5'] { require +> Notify['n3'] }
User['user1'] { before => User['user2'] }
Service { require => Notify['n3'], ensure => 'running' }
service { 'svc2': noop => true, tag => ['web', 'alpha'] }
service { 'svc3': before => Exec['run1'], * => {  } }
realize(File['/tmp/f1'])
[Notify['n3'], User['user2'], Notify['n5']] -> Exec['run1']
require c1
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: notify => Notify['n1'], loglevel => 'warning' }
notify { 'n10': notify => Class['c2'], noop => true, message => "${trusted[certname]} says hi" }
notify { ['n11', 'n12', 'n13']: before => File['/tmp/f2'] }
$v32 = { 'k' => 'v' }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v35 = [1, 2]
require c1
Service['svc2'] { require => [File['/tmp/f1'], File['/tmp/f2']] }
realize(File['/tmp/f1'])
