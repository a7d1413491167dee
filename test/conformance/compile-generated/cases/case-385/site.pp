class c1 (
  Integer $p1 = 1,
  Boolean $p2 = true,
) {
  tag 'db'
}
class c2 (
  Integer $p1 = 1,
  Variant[Integer, String] $p2 = 1,
  Array[String] $p3 = ['x'],
) {
  Notify { message => 'hello' }
  notify { 'c2-n1': message => 'multi
  line' }
  @service { 'c2-svc1': tag => 'beta', * => {  } }
  User <| tag == 'beta' |>
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Variant[Integer, String] $p2 = 'one',
  String $p3 = 'x y',
) inherits c2 {
  Notify['c2-n1'] { tag => ['web', 'web'] }
  user { 'c3-user1': tag => ['beta', 'db'], ensure => 'absent' }
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
exec {
  default: command => '/usr/bin/env echo hi';
  'run1': command => '/usr/bin/env echo hi', loglevel => 'info';
  'run2': command => 'touch /tmp/x', tag => 'alpha';
}
Exec['run2'] -> Exec['run1']
exec { ['run3', 'run4', 'run5']: command => '/usr/bin/env echo hi', refreshonly => false }
user {
  default: require => Exec['run3'];
  'user1': noop => false, managehome => true;
  'user2': notify => Exec['run2'], subscribe => [Exec['run1']];
}
contain c3
Exec['run5'] <~ User['user2']
include c1
Exec['run5'] -> User['user1']
exec { 'run6': tag => 'alpha' }
file { '/tmp/f1': owner => 'root', mode => '0644' }
notify { 'n1': subscribe => [User['user2']], require => User['user2'] }
