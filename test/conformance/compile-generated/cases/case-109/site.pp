define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg }
  d1 { "${name}-in": }
}
class c1 {
  tag 'web'
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Integer $p2 = 8080,
) {
  Exec { timeout => '300', path => ['/bin', '/usr/bin'] }
  d2 { 'c2-d2-n1': }
}
class c3 inherits c1 {
  package {
    default: ensure => 'latest', noop => true;
    'c3-pkg1': noop => false;
    'c3-pkg2': loglevel => 'info';
  }
  notify {
    default: message => 'x y';
    'c3-n1': withpath => true;
    'c3-n2': withpath => true;
    'c3-n3': withpath => true;
  }
  service { 'c3-svc1': noop => true, enable => false }
}
Package { loglevel => 'info' }
class { 'c2': }
@d1 { ['d1-n1', 'd1-n2']: level => 7 }
tag 'gamma'
notify { ['n1', 'n2', 'n3']: subscribe => Notify['c2-d2-n1-d21'] }
file { '/tmp/f1': loglevel => 'warning', noop => false, subscribe => Notify['c2-d2-n1-in-d11'] }
$v22 = 'val'
@notify { 'n4': withpath => false }
$v24 = 'val'
