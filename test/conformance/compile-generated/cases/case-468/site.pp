class c1 (
  String $p1 = 'abc',
  String $p2 = 'abc',
) {
  Notify <|  |>
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: owner => 'www-data', tag => ['web', 'alpha'] }
}
class c2 (
  Array[String] $p1 = ['x'],
  Array[String] $p2 = [],
) {
  Exec { path => ['/bin', '/usr/bin'] }
}
class c3 {
  Notify { tag => 'beta', message => 42 }
}
$v7 = 'val'
$v8 = 'val'
package { 'pkg1': tag => 'beta' }
$v10 = { 'k' => 'v' }
@notify { 'n1': withpath => false, noop => true }
tag 'db'
service {
  default: loglevel => 'info', noop => false;
  'svc1': loglevel => 'warning', tag => ['alpha', 'gamma'];
  'svc2': notify => Package['pkg1'], ensure => 'stopped';
  'svc3': ensure => 'running', loglevel => 'warning';
}
service { 'svc4': enable => false, hasrestart => false }
include c2
if defined(Service['svc3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| title == 'svc3' |>
