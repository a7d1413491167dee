class c1 {
  File { noop => true }
  exec { 'c1-run1': command => '/usr/bin/env echo hi', noop => true }
  notify {
    default: message => 42, loglevel => 'warning';
    'c1-n1': message => ['a', 'b'];
  }
  service { 'c1-svc1': noop => false, hasrestart => true }
}
class c2 (
  Boolean $p1 = true,
) {
  File { owner => 'root', mode => '0600' }
}
class c3 {
  notify {
    default: loglevel => 'info';
    'c3-n1': message => '', noop => true;
    'c3-n2': message => 42, tag => 'db';
  }
  if defined(Class['c2']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  notify { 'c3-n3': noop => true }
}
user { 'user1': groups => [], loglevel => 'warning' }
include c1
user { ['user2', 'user3', 'user4']: tag => 'db' }
require c2
@service { ['svc1', 'svc2']: tag => ['beta', 'beta'], before => Service['c1-svc1'] }
notify { 'n1': message => undef }
@package { 'pkg1': subscribe => Class['c1'] }
tag 'beta'
tag 'alpha'
service { ['svc3', 'svc4', 'svc5']: before => [Notify['n1'], User['user1']], tag => 'gamma' }
user { 'user5': ensure => 'absent' }
Notify { before => [User['user3'], User['user1']] }
Service['c1-svc1'] ~> Service['svc3'] -> Notify['c1-n1']
Service['svc3'] { noop => true }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: require => User['user1'], ensure => 'absent' }
Service <|  |> { noop => true }
$v28 = 'val'
@file { ['/tmp/f4', '/tmp/f5']: require => User['user2'], notify => User['user5'] }
@exec { ['run1', 'run2']: command => 'touch /tmp/x', tag => 'gamma' }
@exec {
  default: command => 'touch /tmp/x', require => Service['svc3'];
  'run3': command => '/usr/bin/env echo hi', loglevel => 'info';
  'run4': before => File['/tmp/f1'];
  'run5': path => ['/bin', '/usr/bin'];
}
service { 'svc6': hasrestart => true }
