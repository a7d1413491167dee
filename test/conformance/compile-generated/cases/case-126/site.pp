define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title, tag => 'db' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  exec {
    default: command => '/bin/true', loglevel => 'warning';
    'c1-run1': command => 'touch /tmp/x', timeout => 1001, loglevel => 'info';
    'c1-run2': command => 'touch /tmp/x', tag => 'db';
    'c1-run3': command => '/bin/true', path => ['/bin', '/usr/bin'];
  }
  notify { 'c1-n1': tag => ['db', 'web'] }
  notify { 'c1-n2': loglevel => 'info', message => "${p1} says hi" }
  notify { 'c1-n3': tag => ['beta', 'beta'] }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'a',
) {
  File { tag => 'gamma', mode => '0600' }
}

