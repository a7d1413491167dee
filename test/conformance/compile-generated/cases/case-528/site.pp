define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level, tag => 'db' }
}
class c1 (
  String $p1 = 'abc',
  Boolean $p2 = false,
) {
  notify { 'c1-n1': tag => 'alpha', message => undef }
}
class c2 {
  User { managehome => true }
  contain c1
}
class c3 (
  Variant[Integer, String] $p1 = 1,
) inherits c1 {
  exec { ['c3-run1', 'c3-run2']: command => '/bin/true', timeout => 1001, loglevel => 'info' }
  file { '/tmp/c3-f1': mode => '0755', * => {  } }
  d1 { 'c3-d1-n1': level => 'v1' }
}
$v11 = 'val'
service { 'svc1': tag => 'web', enable => true, loglevel => 'warning' }
package { 'pkg1': notify => Service['svc1'], before => Service['svc1'], ensure => '1.2.3' }
Package['pkg1'] { tag => 'beta' }
Package['pkg1'] -> Package['pkg1'] -> [Service['svc1']]
package { 'pkg2': noop => false, subscribe => Service['svc1'] }
notify { ['n1', 'n2']: message => 'x y' }
Service { enable => true }
$v19 = { 'k' => 'v' }
notify { 'n3': require => [Package['pkg1']], subscribe => Package['pkg2'] }
Notify <| (title == 'svc1' and message == 'hello') and tag == 'gamma' |> { message => true }
$v22 = [1, 2]
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { subscribe => Notify['n1'] }
file { ['/tmp/f1', '/tmp/f2']: require => Notify['n3'] }
@@file {
  default: loglevel => 'warning';
  '/tmp/f3': subscribe => Package['pkg2'];
  '/tmp/f4': subscribe => File['/tmp/f1'], tag => 'web';
}
if defined(Notify['n3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
service { 'svc2': hasrestart => true, * => {  } }
@user {
  default: noop => true;
  'user1': ensure => 'present';
}
