define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Optional[String] $p2 = 'o',
) {
  tag 'web'
  notify {
    default: tag => 'gamma', message => 42;
    'c1-n1': message => "${p1} says hi";
  }
  file {
    default: owner => 'www-data';
    '/tmp/c1-f1': mode => '0600';
    '/tmp/c1-f2': noop => false, ensure => 'directory';
    '/tmp/c1-f3': mode => '0600', owner => 'root';
  }
  @file { '/tmp/c1-f4': ensure => 'present' }
}
class c2 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'a',
) {
  Package { tag => ['web', 'db'] }
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
d2 { 'd2-n1': msg => 7 }
d2 { ['d2-n2', 'd2-n3']: }
include c1
realize([File['/tmp/c1-f4']])
service { ['svc1', 'svc2']: hasrestart => true, noop => false }
