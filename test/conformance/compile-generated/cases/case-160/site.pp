define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}" }
  notify { "${title}-d21": message => $level, tag => 'beta' }
}
class c1 {
  file { '/tmp/c1-f1': noop => false, tag => 'beta' }
  exec { ['c1-run1', 'c1-run2']: noop => true }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 {
  service { 'c2-svc1': enable => true, tag => ['db', 'web'] }
  file {
    default: tag => 'db', owner => 'www-data';
    '/tmp/c2-f1': loglevel => 'info';
    '/tmp/c2-f2': content => 'data';
    '/tmp/c2-f3': loglevel => 'warning';
  }
  service {
    default: noop => true;
    'c2-svc2': tag => ['beta', 'gamma'];
    'c2-svc3': tag => 'beta', hasrestart => false;
    'c2-svc4': loglevel => 'info';
  }
}

