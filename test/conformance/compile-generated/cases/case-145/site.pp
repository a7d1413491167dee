define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title, tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}" }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
  Enum['a', 'b'] $p2 = 'a',
  Optional[String] $p3 = undef,
) {
  Service { enable => true }
  tag 'db'
}
Notify { withpath => true }
tag 'db'
service { 'svc1': hasrestart => true }
service {
  default: ensure => 'stopped', noop => false;
  'svc2': subscribe => Service['svc1'];
  'svc3': ensure => 'running';
  'svc4': before => Service['svc1'];
}
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service { tag => 'alpha', loglevel => 'info' }
file { '/tmp/f1': mode => '0755', tag => 'web' }
service { 'svc5': hasrestart => false }
notify {
  default: message => "${facts[hostname]} says hi";
  'n1': message => "${trusted[certname]} says hi", subscribe => Service['svc5'];
  'n2': tag => 'beta';
}
d2 { 'd2-n1': }
File['/tmp/f1'] { before => Notify['n1'] }
include c1
require c1
