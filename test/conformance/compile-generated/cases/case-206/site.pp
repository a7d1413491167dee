class c1 {
  notify { 'c1-n1': tag => ['gamma', 'gamma'], noop => true }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Integer $p2 = 1,
  String $p3 = 's',
) {
  notify { 'c2-n1': message => true, loglevel => 'info', tag => ['alpha', 'db'] }
  package { 'c2-pkg1': tag => 'alpha', noop => true }
  service {
    default: noop => false, ensure => 'stopped';
    'c2-svc1': tag => ['beta', 'beta'], noop => false;
    'c2-svc2': tag => ['alpha', 'web'];
    'c2-svc3': tag => 'db', loglevel => 'info';
  }
}
class c3 (
  Optional[String] $p1 = undef,
  String $p2 = 's',
) {
  exec { 'c3-run1': command => '/usr/bin/env echo hi', * => { 'noop' => false } }
  contain c1
}
Notify { noop => true }
$v10 = [1, 2]
service {
  default: ensure => 'running';
  'svc1': tag => ['gamma', 'db'];
}
Package <| tag != 'web' or ensure == 'running' |> { noop => true }
class { 'c3': p2 => 's' }
tag 'gamma'
exec { 'run1': command => '/bin/true' }
include c2
class { 'c1': }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { ['user1', 'user2', 'user3']: subscribe => Service['c2-svc2'] }
@notify {
  default: withpath => true, notify => Notify['c1-n1'];
  'n1': subscribe => User['user3'], before => [Notify['c1-n1'], Service['c2-svc3']];
}
tag 'alpha'
User['user1'] <~ User['user3']
notify {
  default: tag => 'alpha';
  'n2': notify => User['user1'];
  'n3': noop => true;
  'n4': tag => ['gamma', 'db'];
}
notify { 'n5': loglevel => 'info', withpath => false }
$v26 = { 'k' => 'v' }
Notify['n2'] ~> File <| title == 'user2' |> ~> Notify['n3']
$v28 = [1, 2]
include c3
