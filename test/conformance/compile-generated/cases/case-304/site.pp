class c1 (
  String $p1 = 'x y',
  Enum['a', 'b'] $p2 = 'b',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => 'db' }
}
notify { 'n1': withpath => true, message => undef, loglevel => 'info' }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
class { 'c1': p2 => 'b' }
notify { ['n2', 'n3', 'n4']: noop => false, message => "${module_name} says hi" }
Exec { path => ['/bin', '/usr/bin'] }
$v8 = 'val'
service {
  default: notify => [Notify['c1-n1']];
  'svc1': notify => Notify['c1-n1'], noop => false;
  'svc2': require => Notify['c1-n2'], subscribe => Notify['n4'];
}
Notify { require => Service['svc2'], noop => false }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { 'n5': before => Notify['c1-n2'], subscribe => Class['c1'], loglevel => 'warning' }
@user {
  default: groups => 'users';
  'user1': uid => 1001, shell => '/bin/bash';
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'info' }
user { 'user2': groups => [], notify => File['/tmp/f3'], tag => ['gamma', 'gamma'] }
$v17 = [1, 2]
include c1
exec { 'run1': command => '/bin/true', noop => true }
File['/tmp/f3'] { noop => true }
notify { ['n6', 'n7']: before => Class['c1'], withpath => true }
file { '/tmp/f4': loglevel => 'warning', content => 'data', tag => ['web', 'gamma'] }
@file { '/tmp/f5': subscribe => Notify['n7'], notify => Notify['n3'], require => Class['c1'] }
if defined('c1') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
User { groups => ['adm', 'sudo'], shell => '/bin/sh' }
exec {
  default: subscribe => Service['svc2'];
  'run2': command => '/bin/true', subscribe => Notify['c1-n2'];
  'run3': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
}
tag 'beta'
