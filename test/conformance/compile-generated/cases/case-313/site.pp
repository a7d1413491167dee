class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 80,
) {
  notify { 'c1-n1': noop => true, * => {  } }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  package { 'c1-pkg1': ensure => 'absent' }
}
class c2 (
  String $p1 = 'abc',
  String $p2 = 's',
  Integer $p3 = 80,
) {
  file { '/tmp/c2-f1': tag => ['web', 'beta'], ensure => 'directory' }
  service { 'c2-svc1': enable => false, ensure => 'running', loglevel => 'warning' }
  notify { 'c2-n1': loglevel => 'info', withpath => false }
  if defined('$x') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 {
  service { 'c3-svc1': tag => ['gamma', 'gamma'] }
}
notify { 'n1': loglevel => 'warning', noop => false }
Notify['n1'] <- Notify <| title == 'n1' or tag != 'web' |>
notify {
  default: noop => false;
  'n2': noop => false, loglevel => 'warning';
  'n3': message => 'world';
}
Notify['n3'] { tag => ['gamma', 'gamma'] }
notify { 'n4': tag => ['db', 'beta'], before => Notify['n3'], message => 'world' }
Notify <| (ensure == 'present' and tag == 'gamma') and message == 'world' |>
