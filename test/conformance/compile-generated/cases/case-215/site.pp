define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level }
  notify { "${title}-d21": message => $level }
}
class c1 {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  package { 'c2-pkg1': tag => 'web', * => { 'ensure' => 'absent' } }
}
include c2
$v12 = 'val'
notify {
  default: before => Package['c2-pkg1'];
  'n1': subscribe => Package['c2-pkg1'], withpath => false;
  'n2': before => Package['c2-pkg1'], tag => ['alpha', 'gamma'];
  'n3': before => Package['c2-pkg1'], tag => ['gamma', 'web'];
}
file { ['/tmp/f1', '/tmp/f2']: tag => 'alpha', owner => 'root' }
