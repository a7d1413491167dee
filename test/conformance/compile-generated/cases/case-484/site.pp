define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = 'o',
  String $p2 = 's',
  Enum['a', 'b'] $p3 = 'a',
) {
  notify { 'c1-n1': message => ['a', 'b'], * => { 'loglevel' => 'warning' } }
  Package { loglevel => 'info', tag => ['beta', 'alpha'] }
}
class c2 inherits c1 {
  Notify['c1-n1'] { tag => 'gamma' }
  contain c1
  exec {
    default: tag => 'alpha';
    'c2-run1': command => 'touch /tmp/x', refreshonly => true, timeout => '300';
    'c2-run2': command => '/bin/true', refreshonly => false, loglevel => 'warning';
  }
  file { '/tmp/c2-f1': tag => 'db', * => {  } }
}
file {
  default: ensure => 'directory';
  '/tmp/f1': noop => true;
}
User { ensure => 'present' }
Notify { require => File['/tmp/f1'] }
contain c1
service { 'svc1': ensure => 'running', tag => 'alpha', loglevel => 'warning' }
$v15 = [1, 2]
$v16 = { 'k' => 'v' }
User { groups => 'users', notify => File['/tmp/f1'] }
@notify { 'n1': loglevel => 'info' }
file {
  default: require => Service['svc1'];
  '/tmp/f2': require => Notify['c1-n1'];
  '/tmp/f3': require => Service['svc1'];
}
realize(Notify['n1'])
exec { 'run1': command => '/usr/bin/env echo hi' }
include c1
@file { '/tmp/f4': tag => ['gamma', 'beta'], * => {  } }
File <| (ensure == 'present' or message == 'hello') and message == 'world' |>
tag 'db'
tag 'alpha'
$v27 = 'val'
file {
  default: require => File['/tmp/f2'];
  '/tmp/f5': tag => 'gamma';
}
package {
  default: notify => File['/tmp/f3'];
  'pkg1': noop => false;
  'pkg2': loglevel => 'warning', tag => 'alpha';
  'pkg3': require => [Notify['c1-n1'], Service['svc1']], tag => 'beta';
}
Exec['run1'] -> [Package['pkg3']]
User { loglevel => 'info', shell => '/bin/bash' }
service { 'svc2': noop => true, * => { 'ensure' => 'running' } }
