class c1 {
  user { 'c1-user1': noop => true, * => { 'ensure' => 'present' } }
  tag 'alpha'
}
class c2 (
  String $p1 = 's',
) inherits c1 {
  User['c1-user1'] { tag => ['beta', 'db'] }
  service { ['c2-svc1', 'c2-svc2']: enable => false, noop => true }
  notify { 'c2-n1': loglevel => 'warning', tag => ['gamma', 'db'] }
  package { 'c2-pkg1': ensure => 'latest' }
}
class c3 (
  Boolean $p1 = true,
) {
  include c2
  notify { ['c3-n1', 'c3-n2']: withpath => true, noop => true }
  Service { noop => false }
  notify { ['c3-n3', 'c3-n4', 'c3-n5']: tag => 'alpha' }
}
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { ['pkg1', 'pkg2', 'pkg3']: loglevel => 'info' }
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file {
  default: mode => '0755', loglevel => 'info';
  '/tmp/f1': ensure => 'file', content => "line\n";
  '/tmp/f2': mode => '0600';
}
exec {
  default: loglevel => 'warning', command => 'touch /tmp/x';
  'run1': command => '/bin/true', before => [Package['pkg3']], refreshonly => true;
  'run2': command => '/bin/true', timeout => 1001, before => Package['pkg1'];
  'run3': subscribe => Package['pkg2'], noop => true;
}
user { ['user1', 'user2']: tag => 'beta' }
notify { 'n1': tag => 'gamma' }
$v21 = [1, 2]
@notify { 'n2': tag => 'web' }
$v23 = [1, 2]
Notify { message => undef }
file {
  default: subscribe => File['/tmp/f2'];
  '/tmp/f3': notify => [Exec['run3']];
}
user { 'user3': before => File['/tmp/f3'], noop => true, managehome => false }
realize(Notify['n2'])
user { 'user4': before => [Exec['run2'], File['/tmp/f1']], groups => [] }
tag 'web'
Exec { loglevel => 'info' }
@@notify { ['n3', 'n4', 'n5']: before => User['user4'] }
Package['pkg2'] { noop => true }
[User['user4'], Package['pkg2']] <~ Exec['run2'] <- Notify['n2']
@file { '/tmp/f4': before => Package['pkg2'], owner => 'www-data' }
User['user3'] { require +> File['/tmp/f2'] }
include c1
File <<| title == 'user4' |>>
