define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 8080,
) {
  tag 'beta'
  tag 'db'
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 {
  user { 'c2-user1': tag => 'db', shell => '/bin/bash' }
  @service { 'c2-svc1': hasrestart => true }
}
class c3 {
  @notify {
    default: loglevel => 'warning';
    'c3-n1': loglevel => 'warning', message => 42;
  }
  service { 'c3-svc1': loglevel => 'info' }
  @notify {
    default: noop => true;
    'c3-n2': withpath => true, tag => ['alpha', 'alpha'];
    'c3-n3': message => 3.5, tag => 'gamma';
  }
}

