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
notify { ['n1', 'n2', 'n3']: message => "${facts[hostname]} says hi" }
Notify['n3'] ~> [Notify['d1-n1-d11'], Notify['n2']]
d1 { 'd1-n2': extra => 'v1' }
[Notify['n1']] -> Notify['d1-n2-d11'] ~> Notify['n3']
Notify <|  |> { message => 'world' }
contain c1
tag 'beta'
d1 { ['d1-n3', 'd1-n4']: extra => 7 }
$v14 = [1, 2]
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n4': loglevel => 'info', tag => 'alpha' }
Notify['d1-n2-d11'] ~> Notify['d1-n4-d11']
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
contain c1
if defined(Class['c1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
@notify { 'n5': tag => ['gamma', 'db'], message => 3.5 }
service { 'svc1': notify => Notify['d1-n1-d11'], hasrestart => false, subscribe => Notify['d1-n2-d11'] }
notify { 'n6': message => 3.5 }
Service['svc1'] ~> Notify['d1-n4-d11'] <- Notify['d1-n2-d11']
require c1
service { 'svc2': hasrestart => false, tag => ['db', 'gamma'] }
include c1
File { subscribe => Notify['n3'] }
contain c1
user { ['user1', 'user2', 'user3']: before => Notify['n2'], managehome => true }
tag 'web'
user { 'user4': managehome => true, * => {  } }
