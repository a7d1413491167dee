define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 1,
  Boolean $p3 = false,
) {
  service {
    default: ensure => 'running', noop => false;
    'c1-svc1': noop => false, hasrestart => true;
    'c1-svc2': ensure => 'running', tag => 'web';
  }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }

