define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'beta' }
}
class c1 (
  Boolean $p1 = true,
  String $p2 = 'x y',
  String $p3 = 's',
) {
  notify { 'c1-n1': tag => 'beta', loglevel => 'warning' }
  tag 'beta'
  d1 { ['c1-d1-n1', 'c1-d1-n2']: msg => 'v1' }
}
User { groups => 'users' }
tag 'db'
Notify <| ensure == 'present' |> { require => Notify['ghost'] }
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@d1 { 'd1-n1': }
notify { 'n1': withpath => false, * => {  } }
File { owner => 'www-data' }
user { 'user1': ensure => 'absent' }
User['user1'] { tag +> ['db', 'web'] }
realize([D1['d1-n1']])
d1 { ['d1-n2', 'd1-n3']: }
d1 { 'd1-n4': msg => 7 }
exec { 'run1': command => '/bin/true', before => Notify['n1'] }
d1 { ['d1-n5', 'd1-n6']: msg => 7 }
@user { 'user2': notify => Notify['d1-n3-d11'], subscribe => Notify['d1-n5-d11'] }
include c1
include c1
d1 { 'd1-n7': }
Exec['run1'] { tag => 'db' }
user { 'user3': tag => ['alpha', 'db'], require => [Notify['c1-n1']] }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file { '/tmp/f1': require => [Notify['d1-n2-d11']], * => { 'tag' => 'db' } }
file { '/tmp/f2': owner => 'root', content => "line\n" }
user { 'user4': subscribe => Notify['d1-n3-d11'], tag => ['web', 'beta'] }
user { ['user5', 'user6', 'user7']: ensure => 'present', shell => '/bin/bash' }
file { '/tmp/f3': require => Notify['d1-n6-d11'], notify => User['user1'] }
if defined(Class['c1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify {
  default: notify => Notify['d1-n7-d11'];
  'n2': message => "${module_name} says hi", noop => false;
  'n3': message => true;
  'n4': tag => ['gamma', 'beta'], subscribe => D1['d1-n1'];
}
Notify['n4'] ~> File['/tmp/f3'] -> Notify['n4']
File['/tmp/f1'] <- [Notify['d1-n5-d11'], Notify['c1-d1-n2-d11']]
File <| tag == 'beta' |> -> File['/tmp/f1']
