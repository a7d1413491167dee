define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'alpha' }
}
class c1 (
  Integer $p1 = 1,
  Enum['a', 'b'] $p2 = 'a',
) {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  String $p1 = 's',
) inherits c1 {
  Notify { message => "${p1} says hi", loglevel => 'warning' }
}
class c3 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = ['x'],
) {
  @exec {
    default: command => '/bin/true', path => ['/bin', '/usr/bin'], tag => 'alpha';
    'c3-run1': timeout => 30;
  }
  user {
    default: loglevel => 'info', tag => ['beta', 'web'];
    'c3-user1': uid => 30, ensure => 'absent';
  }
  if tagged('alpha') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  user { ['c3-user2', 'c3-user3', 'c3-user4']: uid => 1001, managehome => false }
}
Notify { tag => ['db', 'gamma'], message => "${facts[hostname]} says hi" }
tag 'web'
include c3
realize([Exec['c3-run1']])
notify { ['n1', 'n2']: message => 42, tag => 'db' }
@package { 'pkg1': subscribe => Exec['c3-run1'], * => {  } }
include c2
Service { tag => 'alpha', loglevel => 'info' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'web'
file {
  default: before => User['c3-user1'], noop => false;
  '/tmp/f1': noop => true, tag => 'beta';
  '/tmp/f2': subscribe => User['c3-user3'];
}
User['c3-user2'] -> [File['/tmp/f2']] ~> User['c3-user2']
notify { 'n3': before => [User['c3-user3']], * => { 'withpath' => true } }
notify {
  default: before => Notify['n1'], message => 'hello';
  'n4': subscribe => User['c3-user4'];
  'n5': message => undef;
  'n6': subscribe => Class['c2'], notify => [Notify['n1']];
}
contain c3
notify { 'n7': noop => false, notify => Class['c1'] }
d1 { 'd1-n1': }
realize([Package['pkg1'], Exec['c3-run1']])
package { ['pkg2', 'pkg3']: subscribe => Class['c3'], tag => 'alpha' }
notify { 'n8': notify => User['c3-user3'], message => 42 }
require c1
