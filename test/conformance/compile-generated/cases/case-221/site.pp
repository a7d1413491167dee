class c1 (
  Array[String] $p1 = ['a', 'b'],
) {
  Package { noop => true, ensure => 'absent' }
  tag 'web'
  tag 'gamma'
  Notify { noop => false }
}
class c2 (
  Boolean $p1 = true,
  Integer $p2 = 1,
  Optional[String] $p3 = 'o',
) {
  user { 'c2-user1': managehome => true, tag => 'gamma' }
  notify { 'c2-n1': noop => false }
  notify { ['c2-n2', 'c2-n3']: loglevel => 'warning' }
  include c1
}
class c3 {
  user { 'c3-user1': tag => ['gamma', 'gamma'], * => { 'uid' => 1001 } }
  include c2
}
exec { 'run1': loglevel => 'warning', tag => 'alpha' }
notify {
  default: subscribe => Exec['run1'], noop => true;
  'n1': message => 'hello', noop => false;
}
package { ['pkg1', 'pkg2']: loglevel => 'warning' }
exec { 'run2': command => '/bin/true', refreshonly => true }
$v17 = 'val'
$v18 = 'val'
user { ['user1', 'user2', 'user3']: require => Package['pkg2'] }
Exec <| title == 'run1' or tag != 'db' |>
file { '/tmp/f1': ensure => 'directory', tag => 'alpha' }
Package { tag => 'db', notify => User['user1'] }
Notify { tag => 'web' }
