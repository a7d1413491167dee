class c1 (
  Boolean $p1 = true,
  Integer $p2 = 8080,
  Boolean $p3 = true,
) {
  file { '/tmp/c1-f1': content => "${p3}" }
  notify {
    default: noop => false, loglevel => 'info';
    'c1-n1': withpath => true;
    'c1-n2': message => 42;
    'c1-n3': loglevel => 'info', message => 42;
  }
  notify { 'c1-n4': message => 'world', loglevel => 'warning' }
  file {
    default: tag => ['gamma', 'alpha'];
    '/tmp/c1-f2': ensure => 'present';
    '/tmp/c1-f3': owner => 'root';
    '/tmp/c1-f4': tag => 'web';
  }
}
User { groups => [], loglevel => 'warning' }
require c1
Notify['c1-n3'] -> Notify['c1-n2'] <- File['/tmp/c1-f1']
package { 'pkg1': notify => [File['/tmp/c1-f3']] }
File['/tmp/c1-f3'] ~> [File['/tmp/c1-f4'], File['/tmp/c1-f2']]
Service <| title == '/tmp/c1-f1' or message == 'world' |>
@@notify { 'n1': notify => [Notify['c1-n1'], File['/tmp/c1-f3']], * => {  } }
exec { ['run1', 'run2']: command => '/bin/true', timeout => '300', refreshonly => true }
Package { require => Exec['run2'], tag => ['db', 'web'] }
notify { 'n2': notify => [Exec['run1']] }
tag 'beta'
file {
  default: notify => [Notify['c1-n3']], tag => ['alpha', 'gamma'];
  '/tmp/f1': tag => ['db', 'alpha'];
  '/tmp/f2': loglevel => 'info';
  '/tmp/f3': tag => ['alpha', 'db'];
}
Package { ensure => '1.2.3', noop => false }
@package { 'pkg2': subscribe => Notify['n2'], loglevel => 'info' }
service { 'svc1': ensure => 'stopped' }
Package { notify => Notify['c1-n3'] }
Exec['run2'] { noop => true }
notify { 'n3': require => File['/tmp/c1-f4'], tag => ['alpha', 'alpha'] }
user { 'user1': tag => ['alpha', 'gamma'] }
Exec { subscribe => File['/tmp/f2'], loglevel => 'info' }
exec { 'run3': command => '/usr/bin/env echo hi', * => { 'noop' => false } }
@file { '/tmp/f4': noop => false, content => "${module_name}" }
include c1
notify {
  default: loglevel => 'info', before => Notify['c1-n2'];
  'n4': noop => false, tag => 'beta';
}
$v29 = [1, 2]
File <<| message == 42 |>>
$v31 = { 'k' => 'v' }
tag 'gamma'
Notify['n3'] { message => "${trusted[certname]} says hi" }
