define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
class c1 (
  Boolean $p1 = false,
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: mode => '0600' }
}
class c2 (
  Array[String] $p1 = ['x'],
) inherits c1 {
  File['/tmp/c1-f2'] { tag => ['beta', 'gamma'] }
  User { shell => '/bin/bash' }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: tag => 'beta', mode => '0755' }
  d1 { ['c2-d1-n1', 'c2-d1-n2']: }
}
class c3 (
  Array[String] $p1 = ['x'],
  Array[String] $p2 = ['a', 'b'],
) {
  exec { 'c3-run1': command => 'touch /tmp/x', tag => ['gamma', 'web'] }
  file {
    default: owner => 'root';
    '/tmp/c3-f1': owner => 'www-data';
    '/tmp/c3-f2': tag => ['beta', 'db'], content => 'c';
    '/tmp/c3-f3': tag => ['web', 'db'];
  }
  notify { ['c3-n1', 'c3-n2']: message => true, tag => ['web', 'alpha'] }
  notify {
    default: noop => true, tag => ['db', 'beta'];
    'c3-n3': withpath => true, message => ['a', 'b'];
    'c3-n4': loglevel => 'warning';
  }
}
notify { 'n1': withpath => true }
service {
  default: noop => true, ensure => 'stopped';
  'svc1': noop => false, before => Notify['n1'];
  'svc2': enable => false;
  'svc3': noop => true, loglevel => 'warning';
}
$v18 = [1, 2]
d1 { ['d1-n1', 'd1-n2']: msg => 7 }
service { 'svc4': require => Notify['d1-n2-d11'], tag => ['web', 'beta'] }
tag 'gamma'
$v22 = [1, 2]
File <| tag == 'db' |> { require +> Notify['d1-n2-d11'] }
tag 'gamma'
notify { 'n2': withpath => false, notify => Notify['d1-n1-d11'], require => Notify['d1-n1-d11'] }
tag 'alpha'
notify { ['n3', 'n4']: before => Notify['n2'] }
@package { ['pkg1', 'pkg2']: require => Notify['d1-n2-d11'], tag => 'gamma' }
