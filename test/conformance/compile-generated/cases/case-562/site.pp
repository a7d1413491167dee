class c1 (
  String $p1 = 's',
  String $p2 = 'abc',
  Boolean $p3 = true,
) {
  tag 'alpha'
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Array[String] $p1 = ['x'],
  Array[String] $p2 = [],
  String $p3 = 'x y',
) {
  Notify { tag => ['alpha', 'db'] }
  tag 'alpha'
}
Service { tag => ['gamma', 'web'], ensure => 'running' }
$v8 = [1, 2]
file { '/tmp/f1': content => 'data', noop => true }
require c1
service { 'svc1': hasrestart => true, tag => ['db', 'gamma'] }
$v12 = { 'k' => 'v' }
Service['svc1'] { before +> Service['svc1'] }
include c1
@@package {
  default: loglevel => 'info', tag => ['db', 'db'];
  'pkg1': tag => 'web';
  'pkg2': ensure => 'absent';
  'pkg3': before => File['/tmp/f1'], require => File['/tmp/f1'];
}
File['/tmp/f1'] { tag +> 'alpha' }
Notify { notify => File['/tmp/f1'], loglevel => 'warning' }
include c1
package { ['pkg4', 'pkg5', 'pkg6']: subscribe => Class['c1'] }
service { 'svc2': tag => 'db', ensure => 'running', loglevel => 'info' }
Package['pkg4'] -> File['/tmp/f1'] -> [Package['pkg6'], File['/tmp/f1']]
Package { tag => ['db', 'alpha'], subscribe => Class['c1'] }
notify {
  default: loglevel => 'warning';
  'n1': message => ['a', 'b'], noop => true;
  'n2': tag => 'gamma', loglevel => 'info';
  'n3': message => undef;
}
Notify { noop => false }
notify { ['n4', 'n5', 'n6']: withpath => true }
@notify { 'n7': withpath => false }
realize(Notify['n7'])
$v28 = [1, 2]
require c1
Service <| (tag != 'db' and message == 'world') and message == 'hello' |> ~> Notify <|  |> <- Service['svc1']
contain c2
include c1
realize(Notify['n7'])
include c2
notify { 'n8': loglevel => 'warning', message => 42, noop => true }
include c2
Notify <|  |>
package { ['pkg7', 'pkg8']: ensure => 'installed', noop => false }
