define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'db' }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'web' }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = ['a', 'b'],
  Optional[String] $p3 = undef,
) {
  service { 'c1-svc1': tag => ['gamma', 'gamma'], loglevel => 'info' }
}
class c2 (
  Boolean $p1 = true,
  Array[String] $p2 = [],
) {
  include c1
  tag 'web'
  user { 'c2-user1': tag => 'beta', loglevel => 'warning' }
}
contain c1
file { '/tmp/f1': tag => ['web', 'db'], content => "${trusted[certname]}", subscribe => Service['c1-svc1'] }
file { '/tmp/f2': loglevel => 'info', noop => true }
d1 { 'd1-n1': }
$v16 = 'val'
user { 'user1': require => File['/tmp/f2'], shell => '/bin/bash' }
Exec { noop => false }
@notify { 'n1': noop => false, tag => ['beta', 'beta'] }
