class c1 (
  Boolean $p1 = false,
) {
  user {
    default: managehome => false, tag => 'gamma';
    'c1-user1': shell => '/bin/sh';
    'c1-user2': noop => false, uid => 1001;
    'c1-user3': uid => 30, groups => [];
  }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Array[String] $p2 = [],
) inherits c1 {
  User['c1-user2'] { tag => 'beta' }
  tag 'alpha'
  user { ['c2-user1', 'c2-user2', 'c2-user3']: managehome => true }
}
class c3 (
  Boolean $p1 = true,
) {
  exec { ['c3-run1', 'c3-run2']: tag => 'db' }
  notify { 'c3-n1': noop => true }
  notify { 'c3-n2': withpath => true }
}
user { 'user1': ensure => 'absent' }
notify { ['n1', 'n2']: message => "${trusted[certname]} says hi", require => User['user1'] }
Service { subscribe => Notify['n1'] }
contain c2
exec {
  default: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
  'run1': tag => 'web';
}
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec['run1'] -> Class['c2'] <~ Class['c1']
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
include c3
@file { '/tmp/f1': content => "${facts[hostname]}", mode => '0755' }
service { ['svc1', 'svc2']: loglevel => 'warning' }
service { 'svc3': noop => false, before => Exec['run1'] }
if defined(Class['c1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
file {
  default: require => Service['svc3'];
  '/tmp/f2': loglevel => 'info', tag => ['beta', 'web'];
  '/tmp/f3': noop => false, tag => ['web', 'db'];
}
[User['c1-user2'], User['c2-user3'], Exec['c3-run1']] -> Class['c3'] ~> User['c1-user1']
@exec { 'run2': command => 'touch /tmp/x', * => { 'require' => Class['c1'] } }
