class c1 (
  Boolean $p1 = false,
  Boolean $p2 = true,
  Enum['a', 'b'] $p3 = 'b',
) {
  Notify { tag => ['db', 'beta'] }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
file { '/tmp/f1': ensure => 'present', mode => '0644', noop => false }
notify { 'n1': notify => File['/tmp/f1'], message => "${trusted[certname]} says hi" }
Package <| tag == 'web' |>
Package { before => Notify['n1'] }
$v8 = { 'k' => 'v' }
Service { before => Notify['n1'], notify => Notify['n1'] }
user {
  default: managehome => true;
  'user1': tag => ['gamma', 'db'];
  'user2': tag => ['alpha', 'db'];
}
exec {
  default: command => 'touch /tmp/x', tag => ['db', 'gamma'];
  'run1': subscribe => [Notify['n1'], File['/tmp/f1']], loglevel => 'info';
  'run2': command => '/usr/bin/env echo hi', noop => false, notify => [File['/tmp/f1'], Notify['n1']];
  'run3': subscribe => File['/tmp/f1'], path => ['/bin', '/usr/bin'];
}
user { 'user3': require => File['/tmp/f1'] }
package { ['pkg1', 'pkg2']: noop => true, tag => 'db' }
require c1
User['user3'] -> File['/tmp/f1'] ~> [Exec['run1']]
tag 'web'
user { 'user4': require => User['user1'], loglevel => 'info' }
require c1
@notify { 'n2': loglevel => 'warning', require => User['user4'] }
file { '/tmp/f2': before => File['/tmp/f1'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': hasrestart => true }
service { 'svc2': tag => ['beta', 'web'], notify => Exec['run2'] }
Package['pkg2'] { before +> Service['svc1'] }
file { '/tmp/f3': ensure => 'file', tag => 'gamma' }
Notify { withpath => false, loglevel => 'info' }
File { loglevel => 'warning' }
service { 'svc3': loglevel => 'warning', noop => true }
file { '/tmp/f4': owner => 'www-data', ensure => 'present', mode => '0755' }
tag 'db'
tag 'db'
@file { ['/tmp/f5', '/tmp/f6']: subscribe => [User['user1'], User['user2']], owner => 'www-data' }
package {
  default: noop => false, ensure => '1.2.3';
  'pkg3': ensure => '1.2.3';
  'pkg4': before => Service['svc1'];
}
tag 'db'
package { 'pkg5': loglevel => 'warning', tag => ['web', 'alpha'] }
if defined(Service['svc3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
[User['user3'], Package['pkg1']] -> Service <| ensure == 'present' or ensure == 'present' |>
realize(Notify['ghost'])
