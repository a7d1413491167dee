class c1 (
  Optional[String] $p1 = 'o',
) {
  notify { 'c1-n1': message => 'world', loglevel => 'warning' }
  package { ['c1-pkg1', 'c1-pkg2']: loglevel => 'warning', ensure => 'latest' }
}
Exec { noop => false }
include c1
Class['c1'] -> Package['c1-pkg2'] <- [Notify['c1-n1'], Package['c1-pkg1']]
Exec { refreshonly => true }
require c1
service { ['svc1', 'svc2', 'svc3']: notify => Class['c1'], tag => ['beta', 'db'] }
contain c1
notify { 'n1': loglevel => 'info' }
@exec { 'run1': noop => false, require => Package['c1-pkg2'], tag => ['web', 'alpha'] }
user {
  default: ensure => 'absent', subscribe => Class['c1'];
  'user1': tag => 'beta', uid => 30;
  'user2': noop => true, require => [Notify['c1-n1']];
}
service { ['svc4', 'svc5', 'svc6']: tag => ['web', 'gamma'] }
@file { '/tmp/f1': before => Notify['n1'] }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'alpha'
file {
  default: noop => false;
  '/tmp/f2': loglevel => 'warning', before => Service['svc1'];
  '/tmp/f3': ensure => 'file';
  '/tmp/f4': tag => ['web', 'alpha'], require => [User['user2'], Service['svc1']];
}
include c1
file { ['/tmp/f5', '/tmp/f6']: tag => ['beta', 'alpha'] }
user { 'user3': ensure => 'absent', notify => [Service['svc3']] }
tag 'alpha'
$v23 = 'val'
service { 'svc7': noop => true, tag => ['alpha', 'gamma'] }
File['/tmp/f6'] { noop => true }
if defined(User['user2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
