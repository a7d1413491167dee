define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'alpha' }
}
class c1 (
  Integer $p1 = 1,
  Array[String] $p2 = [],
  Boolean $p3 = true,
) {
  tag 'alpha'
  Package <| (message == 'x y' and tag == 'alpha') and tag == 'beta' |> { noop => false }
  User { managehome => true, tag => 'alpha' }
  user { ['c1-user1', 'c1-user2', 'c1-user3']: noop => true, managehome => false }
}
class c2 {
  notify { 'c2-n1': tag => 'alpha' }
  tag 'gamma'
  contain c1
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { 'c3-n1': message => 42, tag => ['web', 'gamma'] }
  contain c2
  d1 { 'c3-d1-n1': msg => 7 }
}
include c2
$v16 = { 'k' => 'v' }
User['c1-user1'] <- User['c1-user1']
exec { 'run1': noop => true, loglevel => 'info' }
d1 { 'd1-n1': }
User { ensure => 'absent' }
include c1
Exec['run1'] -> User['c1-user1']
@exec {
  default: command => '/bin/true', timeout => 30;
  'run2': command => 'touch /tmp/x', subscribe => User['c1-user1'];
  'run3': command => '/usr/bin/env echo hi', noop => false;
}
User['c1-user2'] ~> User['c1-user3'] -> Notify['d1-n1-d11']
Exec { require => User['c1-user3'] }
d1 { 'd1-n2': }
$v27 = { 'k' => 'v' }
