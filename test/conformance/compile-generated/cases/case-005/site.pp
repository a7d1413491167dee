class c1 {
  exec {
    default: command => '/bin/true', tag => ['db', 'web'];
    'c1-run1': refreshonly => false;
    'c1-run2': command => '/usr/bin/env echo hi', refreshonly => true, timeout => 1001;
  }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: hasrestart => false }
  User { managehome => false }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 1,
) {
  notify { 'c2-n1': withpath => true, message => 'hello', noop => false }
  user { 'c2-user1': noop => false }
}
class c3 inherits c1 {
  Service['c1-svc2'] { noop => 'alpha' }
  if defined(Class['c2']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  if defined('c2') {
    notify { 'c3-if-n2': }
  } else {
    notify { 'c3-else-n2': message => 'not' }
  }
  File { owner => 'root', tag => 'alpha' }
}
User <| ensure == 'running' or message == 42 |>
$v14 = [1, 2]
Notify { message => "${facts[hostname]} says hi" }
Package { ensure => 'latest' }
user { ['user1', 'user2', 'user3']: groups => ['adm', 'sudo'], shell => '/bin/bash' }
User['user3'] -> User['user2'] <~ User['user3']
@@package {
  default: noop => true;
  'pkg1': tag => 'gamma', require => User['user2'];
}
Package { notify => User['user3'], noop => true }
user { 'user4': noop => false, uid => 1001, require => User['user3'] }
Notify <|  |> ~> User['user1']
class { 'c1': }
service { 'svc1': subscribe => Service['c1-svc1'] }
if defined(Class['c3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { ['user5', 'user6']: ensure => 'present' }
[User['user1']] <~ Service['c1-svc3'] <~ Notify <| tag != 'beta' or tag == 'alpha' |>
notify { 'n1': notify => [Service['c1-svc3'], Service['svc1']] }
User['user6'] { noop => true }
exec { 'run1': noop => false, notify => [Exec['c1-run2']] }
User['user6'] { require +> [User['user2']] }
$v33 = 'val'
File { tag => ['beta', 'web'] }
