define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
class c1 {
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'web'
  if defined(Class[main]) {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
}
class c2 (
  Integer $p1 = 1,
  Optional[String] $p2 = 'o',
  Variant[Integer, String] $p3 = 'one',
) inherits c1 {
  @service {
    default: ensure => 'running';
    'c2-svc1': tag => 'beta';
    'c2-svc2': tag => 'web';
  }
  notify { ['c2-n1', 'c2-n2']: message => true }
  file {
    default: ensure => 'file', noop => false;
    '/tmp/c2-f1': tag => ['db', 'gamma'];
    '/tmp/c2-f2': noop => false;
    '/tmp/c2-f3': tag => 'web';
  }
  file { '/tmp/c2-f4': tag => 'beta', ensure => 'absent' }
}
class c3 (
  Boolean $p1 = false,
) {
  Exec <| tag != 'web' |>
  include c2
}
Notify { noop => true }
Service { hasrestart => true }
include c3
