define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'db' }
}
class c1 (
  Boolean $p1 = true,
  String $p2 = 'abc',
  Integer $p3 = 1,
) {
  @notify { 'c1-n1': loglevel => 'warning' }
  tag 'gamma'
}
class c2 (
  Integer $p1 = 80,
  Optional[String] $p2 = 'o',
  Array[String] $p3 = [],
) {
  include c1
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: withpath => true }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  notify { 'c2-n4': loglevel => 'warning', message => 'world' }
}
class c3 (
  Integer $p1 = 8080,
) inherits c2 {
  Notify['c2-n2'] { message => 'web' }
  include c1
  service { 'c3-svc1': tag => ['alpha', 'gamma'], enable => true }
}
@notify { 'n1': noop => false, message => "${facts[hostname]} says hi" }
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
[Notify['d1-n1-d11'], Notify['d1-n2-d11']] -> File <| tag == 'gamma' |>
user { ['user1', 'user2']: require => [Notify['d1-n2-d11']], tag => 'gamma' }
[User['user2']] -> User['user1']
exec { 'run1': command => '/usr/bin/env echo hi', loglevel => 'warning' }
User['user2'] { before => [Notify['d1-n2-d11']] }
service { 'svc1': hasrestart => true }
d1 { ['d1-n3', 'd1-n4']: }
notify { 'n2': subscribe => Service['svc1'] }
[Notify['d1-n4-d11']] -> Notify['n2']
Exec { before => Notify['n2'] }
Package { tag => ['web', 'alpha'], before => Notify['n2'] }
User['user2'] <- [Notify['d1-n4-d11'], Notify['d1-n1-d11']]
