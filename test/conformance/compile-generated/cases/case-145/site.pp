define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, tag => 'web' }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 {
  notify {
    default: tag => ['alpha', 'beta'], noop => true;
    'c1-n1': withpath => true, loglevel => 'info';
  }
  service {
    default: hasrestart => false, loglevel => 'info';
    'c1-svc1': hasrestart => true;
    'c1-svc2': hasrestart => false;
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Boolean $p2 = false,
) {
  file { '/tmp/c2-f1': tag => ['web', 'web'] }
  Package { tag => ['beta', 'beta'], noop => false }
  tag 'db'
}
tag 'gamma'
Notify['ghost'] { message => 'x' }
