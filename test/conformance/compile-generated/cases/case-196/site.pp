user { 'user1': uid => 30, shell => '/bin/sh' }
@file { '/tmp/f1': notify => User['user1'], * => {  } }
notify { 'n1': notify => User['user1'], require => User['user1'], loglevel => 'info' }
Notify['n1'] -> Notify['n1']
service { 'svc1': before => User['user1'], hasrestart => false }
package { ['pkg1', 'pkg2']: tag => ['beta', 'db'] }
Package['pkg2'] { require +> Service['svc1'] }
@package { 'pkg3': require => User['user1'] }
Service['svc1'] <~ Service['svc1']
file {
  default: ensure => 'present', content => "line\n";
  '/tmp/f2': mode => '0600';
  '/tmp/f3': owner => 'root';
}
user { 'user2': uid => 1001, * => {  } }
tag 'beta'
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'alpha'
File { require => User['user1'], mode => '0600' }
Exec { noop => true, loglevel => 'warning' }
Exec { refreshonly => true }
package { ['pkg4', 'pkg5', 'pkg6']: tag => ['web', 'gamma'] }
exec {
  default: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
  'run1': command => 'touch /tmp/x', notify => Notify['n1'];
  'run2': before => Service['svc1'];
  'run3': command => '/bin/true', tag => 'web';
}
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if tagged('gamma') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
