class c1 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 1,
) {
  Notify <| title == 'n1' |>
}
class c2 (
  Boolean $p1 = false,
) {
  require c1
  File { tag => 'db' }
  file { '/tmp/c2-f1': ensure => 'file', tag => ['db', 'beta'] }
}
class c3 (
  Array[String] $p1 = ['x'],
) {
  service {
    default: noop => false, enable => false;
    'c3-svc1': noop => true, tag => 'db';
  }
  Service <| message == 42 |>
}
stage { 'pre': before => Stage['main'] }
tag 'beta'
$v11 = [1, 2]
Notify <| title == 'n1' |>
notify { 'n1': message => undef }
@@notify { 'n2': before => Notify['n1'] }
include c3
Service <| (tag != 'beta' and tag == 'gamma') and ensure == 'running' |>
Service { subscribe => Notify['n1'] }
notify { 'n3': before => Notify['n1'], * => { 'noop' => true } }
exec {
  default: command => 'touch /tmp/x', tag => ['beta', 'beta'], path => ['/bin', '/usr/bin'];
  'run1': command => '/bin/true', notify => Class['c3'];
  'run2': command => 'touch /tmp/x', require => Notify['n1'];
  'run3': command => '/bin/true', before => Notify['n1'];
}
include c2
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { message => ['a', 'b'], before => Exec['run2'] }
exec { 'run4': timeout => 1001, require => Exec['run2'] }
Package { loglevel => 'warning' }
@notify { ['n4', 'n5']: noop => true }
User <| title == 'run3' or tag == 'beta' |>
@user { 'user1': uid => '300', subscribe => Exec['run1'] }
