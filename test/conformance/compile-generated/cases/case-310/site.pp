define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 8080,
  Array[String] $p2 = ['x'],
  Boolean $p3 = false,
) {
  service { 'c1-svc1': loglevel => 'warning' }
  Notify { message => 'multi
  line' }
  file { '/tmp/c1-f1': mode => '0755', tag => 'db', content => 'data' }
}
class c2 (
  Optional[String] $p1 = undef,
  String $p2 = 'x y',
) {
  notify {
    default: tag => 'web', message => 'x y';
    'c2-n1': withpath => false, message => true;
    'c2-n2': message => '';
  }
  d2 { 'c2-d2-n1': msg => 'v2' }
}
class c3 inherits c2 {
  Notify['c2-n1'] { message +> ['beta', 'beta'] }
  Service { tag => ['beta', 'alpha'] }
  user {
    default: noop => false;
    'c3-user1': tag => 'beta', noop => true;
    'c3-user2': groups => [];
  }
}

