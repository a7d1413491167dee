class c1 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = ['a', 'b'],
) {
  user { 'c1-user1': uid => 1001 }
  package { 'c1-pkg1': tag => ['web', 'alpha'], ensure => 'absent' }
  service { 'c1-svc1': loglevel => 'warning', noop => true }
  user { 'c1-user2': tag => 'beta', groups => ['adm', 'sudo'], noop => false }
}
file { '/tmp/f1': content => "line\n", tag => ['gamma', 'db'], mode => '0755' }
notify { 'n1': message => 42 }
Package { notify => File['/tmp/f1'], subscribe => Notify['n1'] }
service { ['svc1', 'svc2', 'svc3']: ensure => 'running' }
include c1
tag 'web'
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service { tag => ['db', 'db'] }
tag 'gamma'
service {
  default: tag => 'gamma', before => File['/tmp/f1'];
  'svc4': require => Package['c1-pkg1'];
}
