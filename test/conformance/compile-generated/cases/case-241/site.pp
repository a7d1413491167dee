define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  d1 { 'c1-d1-n1': msg => 'v2' }
  d1 { ['c1-d1-n2', 'c1-d1-n3']: msg => 'v1' }
}
notify { 'n1': loglevel => 'warning', message => "${facts[hostname]} says hi" }
Exec { before => Notify['n1'], subscribe => Notify['n1'] }
require c1
Notify['n1'] { noop => true }
d1 { 'd1-n1': msg => 'v2' }
file {
  default: loglevel => 'info';
  '/tmp/f1': tag => ['web', 'web'], ensure => 'directory';
  '/tmp/f2': require => Notify['c1-d1-n3-d11'], owner => 'root';
  '/tmp/f3': require => Notify['c1-d1-n1-d11'];
}
include c1
include c1
d1 { 'd1-n2': msg => 'v1' }
Service { before => File['/tmp/f1'] }
file { '/tmp/f4': tag => 'gamma', ensure => 'absent', noop => false }
user { ['user1', 'user2', 'user3']: tag => 'db' }
package { ['pkg1', 'pkg2']: subscribe => User['user1'] }
file { ['/tmp/f5', '/tmp/f6']: content => "${trusted[certname]}", before => File['/tmp/f4'] }
notify { 'n2': tag => ['gamma', 'beta'], message => 3.5, require => User['user3'] }
package {
  default: noop => true, tag => 'web';
  'pkg3': tag => 'beta', ensure => 'latest';
  'pkg4': tag => ['alpha', 'web'];
}
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: notify => [Package['pkg2'], File['/tmp/f4']], noop => false;
  'n3': tag => ['beta', 'db'], message => 'world';
  'n4': message => "${trusted[certname]} says hi", tag => 'alpha';
}
notify { 'n5': tag => ['web', 'beta'], withpath => false, before => [File['/tmp/f3'], File['/tmp/f2']] }
File['/tmp/f4'] { before +> [Notify['n5'], Notify['c1-d1-n3-d11']] }
User { shell => '/bin/bash' }
@service { 'svc1': before => Notify['n5'], require => Notify['n1'], tag => 'db' }
Notify { message => ['a', 'b'], require => User['user2'] }
notify { 'n6': loglevel => 'info', withpath => true, message => ['a', 'b'] }
user { 'user4': notify => File['/tmp/f4'] }
exec { 'run1': command => '/usr/bin/env echo hi', timeout => 1001, noop => true, path => ['/bin', '/usr/bin'] }
@service { 'svc2': hasrestart => false, subscribe => File['/tmp/f3'] }
Service { tag => 'db', enable => false }
$v34 = { 'k' => 'v' }
