class c1 {
  notify { 'c1-n1': loglevel => 'info', message => 'world', tag => 'beta' }
}
service { 'svc1': loglevel => 'warning' }
file { '/tmp/f1': content => 'data', tag => ['gamma', 'alpha'] }
tag 'db'
notify { 'n1': before => [Service['svc1']] }
@package {
  default: noop => true;
  'pkg1': loglevel => 'info', notify => [Service['svc1'], File['/tmp/f1']];
}
notify {
  default: tag => 'gamma', require => File['/tmp/f1'];
  'n2': message => 3.5;
}
Notify { tag => 'web', subscribe => Service['svc1'] }
Exec { notify => [Service['svc1']] }
Service['svc1'] <~ [Notify['n1'], File['/tmp/f1'], Service['svc1']] -> [Service['svc1']]
$v11 = { 'k' => 'v' }
require c1
file {
  default: owner => 'www-data';
  '/tmp/f2': notify => [Service['svc1']];
  '/tmp/f3': subscribe => [Service['svc1'], Notify['n2']];
  '/tmp/f4': subscribe => [Notify['c1-n1'], File['/tmp/f1']], tag => 'db';
}
Service['svc1'] { require +> Notify['n2'] }
Notify['n1'] { message => true }
notify { 'n3': message => "${facts[hostname]} says hi" }
service { 'svc2': loglevel => 'warning', before => [Notify['n3'], File['/tmp/f2']] }
include c1
exec { 'run1': command => '/bin/true', subscribe => File['/tmp/f2'] }
require c1
$v21 = 'val'
include c1
Notify['n2'] ~> [Exec['run1']]
realize(Package['pkg1'])
Notify['n1'] { noop => true }
user { 'user1': require => Notify['n2'], shell => '/bin/sh' }
file { '/tmp/f5': require => File['/tmp/f4'], * => { 'owner' => 'root' } }
Package <| ensure == 'running' |>
exec { 'run2': command => 'touch /tmp/x', refreshonly => true, noop => false }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'db'
if defined(Class['c1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { 'n4': message => '', withpath => true, require => Class['c1'] }
@notify { 'n5': notify => [File['/tmp/f5'], Notify['c1-n1']], message => "${facts[hostname]} says hi" }
user { 'user2': loglevel => 'info', * => {  } }
realize(Class['nosuch'])
