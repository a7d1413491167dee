define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
class c1 {
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: owner => 'www-data', loglevel => 'info' }
  notify { 'c1-n1': loglevel => 'warning', * => { 'tag' => 'gamma' } }
}
class c2 (
  Boolean $p1 = true,
  String $p2 = 'abc',
) {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: tag => ['db', 'alpha'] }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  exec { ['c2-run1', 'c2-run2', 'c2-run3']: noop => false, command => '/bin/true' }
}
class c3 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['x'],
  Enum['a', 'b'] $p3 = 'a',
) {
  exec {
    default: tag => 'beta', loglevel => 'info';
    'c3-run1': command => '/bin/true', loglevel => 'warning', path => ['/bin', '/usr/bin'];
  }
  if defined(Class['c2']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  Notify { tag => ['web', 'beta'] }
}
class { 'c1': }
File { tag => 'gamma' }
class { 'c2': p2 => 'abc' }
Package { require => Exec['c2-run2'], ensure => '1.2.3' }
Class['c1'] <- [Notify['c2-n1'], Notify['c2-n2']]
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => '/usr/bin/env echo hi', refreshonly => true }
notify { 'n1': subscribe => [Exec['c2-run1']], tag => 'db' }
