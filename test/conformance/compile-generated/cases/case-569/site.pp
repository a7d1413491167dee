class c1 (
  Integer $p1 = 80,
) {
  @file {
    default: owner => 'www-data';
    '/tmp/c1-f1': owner => 'root';
  }
  @notify { 'c1-n1': tag => 'alpha', withpath => true }
  tag 'alpha'
}
class c2 (
  Array[String] $p1 = ['x'],
  Array[String] $p2 = ['a', 'b'],
  Array[String] $p3 = ['a', 'b'],
) {
  service { 'c2-svc1': tag => ['beta', 'web'], * => { 'ensure' => 'stopped' } }
  file { '/tmp/c2-f1': mode => '0755', ensure => 'file', tag => 'alpha' }
}
exec {
  default: command => '/bin/true', path => ['/bin', '/usr/bin'], tag => 'gamma';
  'run1': command => 'touch /tmp/x', tag => 'alpha';
  'run2': command => '/bin/true', timeout => '300';
}
Package <| tag == 'gamma' |> { require => Exec['run1'] }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { withpath => false, notify => Exec['run1'] }
@file { ['/tmp/f1', '/tmp/f2']: tag => 'gamma' }
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File <| tag != 'db' or title == 'run2' |>
tag 'beta'
include c2
File <| ensure == 'directory' or tag == 'alpha' |>
notify { ['n1', 'n2', 'n3']: tag => 'gamma', message => 42 }
