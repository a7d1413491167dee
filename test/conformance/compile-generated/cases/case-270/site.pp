define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg, tag => 'beta' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  notify { ['c1-n1', 'c1-n2']: noop => false }
  notify { ['c1-n3', 'c1-n4', 'c1-n5']: loglevel => 'info', noop => true }
  Notify { loglevel => 'warning', noop => true }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = true,
) {
  notify { ['c2-n1', 'c2-n2']: message => 'x y', tag => ['web', 'db'] }
  notify { 'c2-n3': message => 3.5 }
  file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: tag => ['gamma', 'db'], ensure => 'directory' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'x y',
  String $p3 = 's',
) {
  notify { 'c3-n1': withpath => false, * => { 'message' => "${p2} says hi" } }
  service { 'c3-svc1': hasrestart => false, * => { 'loglevel' => 'info' } }
  contain c1
  include c2
}
$v16 = { 'k' => 'v' }
file {
  default: loglevel => 'warning', tag => ['db', 'alpha'];
  '/tmp/f1': tag => ['beta', 'db'];
  '/tmp/f2': loglevel => 'info';
}
