define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  user { 'c1-user1': ensure => 'present', tag => 'db' }
  tag 'web'
}
d1 { 'd1-n1': extra => 7 }
Notify['d1-n1-d11'] -> Notify['d1-n1-d11']
Notify['d1-n1-d11'] <~ Service <| title == 'd1-n1-d11' |>
user { 'user1': managehome => true }
[User['user1']] -> Notify['d1-n1-d11'] ~> User['user1']
Notify <|  |> { message => 'world' }
contain c1
tag 'beta'
@d1 { ['d1-n2', 'd1-n3']: extra => 7 }
Notify <| tag != 'beta' |> { tag +> ['web', 'db'] }
d1 { 'd1-n4': extra => 'v2' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
contain c1
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { 'n1': tag => ['gamma', 'db'], message => 3.5 }
service { 'svc1': notify => User['c1-user1'], hasrestart => false, subscribe => User['user1'] }
d1 { ['d1-n5', 'd1-n6']: extra => 7 }
D1 <|  |> { require => Notify['d1-n6-d11'] }
tag 'gamma'
service { 'svc2': hasrestart => false, tag => ['db', 'gamma'] }
include c1
File { subscribe => User['user1'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: subscribe => User['user1'], loglevel => 'warning' }
Notify['d1-n4-d11'] <- File['/tmp/f3'] <- [Notify['d1-n1-d11'], File['/tmp/f2'], File['/tmp/f1']]
D1 <| message == 'world' |> { require +> Service['svc2'] }
tag 'beta'
user {
  default: groups => 'users', tag => ['db', 'alpha'];
  'user2': before => Class['c1'], noop => true;
  'user3': tag => ['db', 'alpha'];
}
exec { 'run1': noop => false, timeout => '300', tag => ['beta', 'gamma'] }
File['/tmp/f1'] -> [User['user3'], Notify['d1-n6-d11']]
