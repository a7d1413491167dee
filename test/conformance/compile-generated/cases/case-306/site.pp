class c1 (
  Integer $p1 = 80,
) {
  notify {
    default: withpath => false;
    'c1-n1': tag => ['web', 'beta'];
    'c1-n2': withpath => true;
  }
}
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <| tag == 'alpha' |> -> Service <| ensure == 'directory' and ensure == 'present' |>
if defined('notify') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify {
  default: tag => 'db';
  'n1': loglevel => 'info', message => "${trusted[certname]} says hi";
  'n2': message => true;
  'n3': noop => false, message => 3.5;
}
User { notify => Notify['n3'] }
contain c1
package { 'pkg1': noop => true }
tag 'db'
notify { 'n4': subscribe => Package['pkg1'] }
notify { ['n5', 'n6', 'n7']: withpath => true }
@file { '/tmp/f1': loglevel => 'warning', * => { 'ensure' => 'present' } }
notify {
  default: subscribe => [Notify['n3']], message => 3.5;
  'n8': message => true;
  'n9': notify => Notify['n6'];
}
user { 'user1': ensure => 'present', shell => '/bin/bash' }
service { 'svc1': ensure => 'running', require => Notify['n5'] }
file {
  default: content => 'data', loglevel => 'info';
  '/tmp/f2': require => Notify['n2'];
  '/tmp/f3': mode => '0644';
  '/tmp/f4': ensure => 'directory';
}
User { subscribe => Notify['c1-n1'] }
Package { before => File['/tmp/f3'] }
Notify['n4'] <~ [Package['pkg1'], File['/tmp/f2'], Notify['c1-n2']] <- [Notify['n9']]
include c1
$v23 = { 'k' => 'v' }
notify { 'n10': withpath => true }
realize(File['/tmp/f1'])
user { 'user2': tag => ['beta', 'gamma'], noop => true }
@service { 'svc2': enable => false, before => Notify['n6'] }
user { 'user3': noop => false, groups => 'users', tag => 'web' }
notify { 'n11': message => 'multi
line', * => {  } }
package { 'pkg2': before => Notify['n4'], * => {  } }
$v31 = 'val'
realize([File['/tmp/f1']])
notify { 'n12': message => "${module_name} says hi" }
user {
  default: before => Package['pkg2'], tag => ['web', 'web'];
  'user4': uid => 30, tag => 'gamma';
  'user5': loglevel => 'warning';
}
File <| (tag != 'gamma' and title == 'n3') and ensure == 'directory' |> { require => Notify['n12'] }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
