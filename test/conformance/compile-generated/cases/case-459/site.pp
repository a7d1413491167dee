define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  tag 'db'
  package {
    default: loglevel => 'warning';
    'c1-pkg1': tag => ['beta', 'web'];
    'c1-pkg2': ensure => 'installed', tag => ['alpha', 'web'];
    'c1-pkg3': ensure => '1.2.3', loglevel => 'warning';
  }
  tag 'db'
}
class c2 (
  String $p1 = 'x y',
) {
  service { 'c2-svc1': tag => ['beta', 'alpha'] }
  @package { 'c2-pkg1': ensure => 'latest', * => { 'loglevel' => 'info' } }
  exec { 'c2-run1': command => '/bin/true', * => { 'noop' => true, 'timeout' => 1001 } }
}
class c3 {
  notify { 'c3-n1': loglevel => 'warning', noop => true }
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
Package { noop => true }
tag 'web'
d1 { ['d1-n1', 'd1-n2']: }
@@notify { ['n1', 'n2']: noop => false, tag => ['db', 'gamma'] }
notify { 'n3': withpath => false, notify => Notify['d1-n1-d12'], before => Notify['d1-n1-d11'] }
tag 'alpha'
File { noop => false }
$v22 = 'val'
