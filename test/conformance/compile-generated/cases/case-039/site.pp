define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Optional[String] $p1 = undef,
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 1,
) {
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  Notify { withpath => false, tag => ['gamma', 'web'] }
  tag 'web'
}
notify { 'n1': message => "tab\there" }
include c1
service { 'svc1': subscribe => Notify['n1'] }
user {
  default: uid => 30, shell => '/bin/bash';
  'user1': loglevel => 'warning', tag => ['gamma', 'alpha'];
  'user2': noop => false;
  'user3': ensure => 'absent';
}
file { '/tmp/f1': loglevel => 'warning', content => "${module_name}" }
$v12 = 'val'
service { ['svc2', 'svc3']: loglevel => 'warning' }
File['/tmp/f1'] { noop => false }
require c1
include c1
Notify { require => Service['svc2'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
