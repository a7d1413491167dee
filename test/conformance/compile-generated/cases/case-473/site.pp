class c1 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 's',
) {
  @user { ['c1-user1', 'c1-user2']: noop => true, managehome => true }
  notify { 'c1-n1': tag => 'db', loglevel => 'info' }
  exec {
    default: command => 'touch /tmp/x', tag => ['gamma', 'beta'], path => ['/bin', '/usr/bin'];
    'c1-run1': command => 'touch /tmp/x', noop => true, loglevel => 'info';
    'c1-run2': command => '/bin/true', path => ['/bin', '/usr/bin'], tag => ['beta', 'alpha'];
    'c1-run3': command => 'touch /tmp/x', refreshonly => false;
  }
}
class c2 (
  Integer $p1 = 80,
  Boolean $p2 = false,
  Integer $p3 = 8080,
) {
  tag 'beta'
}
File <| title == 'n1' |>
Package <| tag != 'alpha' |> { require +> Notify['ghost'] }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': loglevel => 'warning' }
User { ensure => 'present', notify => Package['pkg1'] }
Package { notify => Package['pkg1'] }
notify { ['n1', 'n2']: before => Package['pkg1'], tag => 'beta' }
notify { 'n3': noop => true, message => 'multi
line' }
exec {
  default: before => Package['pkg1'];
  'run1': command => '/bin/true';
  'run2': command => '/bin/true', tag => ['web', 'alpha'];
  'run3': command => '/bin/true', notify => Notify['n3'], before => [Notify['n1'], Notify['n3']];
}
[Notify['n1']] ~> Exec['run2']
notify { 'n4': loglevel => 'info' }
Exec['run2'] { require +> Notify['n4'] }
@file { '/tmp/f1': loglevel => 'warning' }
File <| tag == 'db' |> <~ Service <| title == 'run2' |>
File <| title == 'run3' |>
User { uid => 1001 }
service { ['svc1', 'svc2', 'svc3']: loglevel => 'warning', require => Exec['run2'] }
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'db'
@package { 'pkg2': loglevel => 'info' }
package { 'pkg3': noop => false, tag => ['db', 'db'] }
Service['svc2'] <~ Service['svc2']
