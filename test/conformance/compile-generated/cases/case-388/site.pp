define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = true,
) {
  exec {
    default: command => '/usr/bin/env echo hi', loglevel => 'info';
    'c1-run1': command => '/usr/bin/env echo hi', noop => false;
    'c1-run2': command => 'touch /tmp/x', tag => ['beta', 'beta'];
    'c1-run3': noop => false, tag => 'web';
  }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: ensure => 'running', enable => true }
}
class c2 {
  user { 'c2-user1': tag => 'alpha' }
  notify { 'c2-n1': withpath => false, tag => 'gamma', loglevel => 'info' }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
) {
  notify { 'c3-n1': message => ['a', 'b'] }
  tag 'db'
}
include c2
user { 'user1': uid => '300', before => Notify['c2-n1'], tag => ['db', 'db'] }
notify { 'n1': noop => true, * => {  } }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'd1-n1': level => 'v1', extra => 'v1' }
d1 { ['d1-n2', 'd1-n3']: level => 'v1' }
service { ['svc1', 'svc2']: ensure => 'stopped', enable => true }
User['user1'] { require => [Notify['d1-n2-d11']] }
contain c2
file { '/tmp/f1': subscribe => Notify['n1'], tag => ['db', 'web'] }
