define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'alpha' }
  File { noop => true }
}
class c1 {
  tag 'db'
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'abc',
) {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: noop => true, tag => 'web' }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { '/tmp/c2-f1': tag => 'gamma', * => { 'noop' => true } }
}
class c3 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'a',
) inherits c1 {
  if defined('c1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: withpath => true, tag => 'alpha';
  'n1': noop => false;
  'n2': tag => ['alpha', 'beta'], message => 3.5;
}
class { 'c2': p1 => 'b' }
service { 'svc1': tag => 'alpha' }
include c2
