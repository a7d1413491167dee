define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg }
  Notify { noop => true }
}
class c1 (
  Integer $p1 = 8080,
) {
  tag 'db'
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: tag => ['web', 'alpha'], hasrestart => true }
  tag 'web'
}
class c2 (
  Optional[String] $p1 = undef,
  Boolean $p2 = false,
  Enum['a', 'b'] $p3 = 'b',
) {
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file {
    default: tag => 'beta';
    '/tmp/c2-f1': noop => false, owner => 'root';
    '/tmp/c2-f2': owner => 'root', content => 'data';
    '/tmp/c2-f3': content => 'data', owner => 'root';
  }
  user { 'c2-user1': ensure => 'absent', * => {  } }
}
class c3 {
  exec { ['c3-run1', 'c3-run2']: command => 'touch /tmp/x', tag => 'db', path => ['/bin', '/usr/bin'] }
  notify {
    default: message => true, tag => 'gamma';
    'c3-n1': noop => true;
    'c3-n2': tag => ['beta', 'web'], message => 'x y';
  }
  if defined('c1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}

