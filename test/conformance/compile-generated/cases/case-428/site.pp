define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $extra, tag => 'db' }
}
d1 { 'd1-n1': extra => 'v2', msg => 'v2' }
user { 'user1': before => Notify['d1-n1-d12'] }
User { ensure => 'present' }
User['user1'] { require => [Notify['d1-n1-d12']] }
tag 'gamma'
$v8 = [1, 2]
notify { 'n1': message => 'multi
line', before => Notify['d1-n1-d11'], noop => false }
@@notify { ['n2', 'n3', 'n4']: loglevel => 'warning', tag => ['db', 'beta'] }
$v11 = 'val'
tag 'beta'
Package <|  |>
notify { 'n5': tag => 'beta' }
User { before => Notify['d1-n1-d11'] }
Notify { require => Notify['d1-n1-d12'] }
@notify { 'n6': subscribe => Notify['n1'] }
$v18 = [1, 2]
Notify <| tag != 'db' or message == 'hello' |> <- Notify['d1-n1-d12']
Exec { before => User['user1'], tag => 'db' }
notify { 'n7': notify => User['user1'], before => [Notify['n5']], tag => 'alpha' }
[Notify['n7'], User['user1']] ~> User['user1'] <~ Notify['d1-n1-d11']
user { ['user2', 'user3', 'user4']: subscribe => Notify['d1-n1-d11'], managehome => true }
service { 'svc1': enable => false, noop => false }
Notify <| ensure == 'running' or tag == 'db' |>
file {
  default: tag => 'alpha', content => "${trusted[certname]}";
  '/tmp/f1': tag => 'db', require => User['user2'];
  '/tmp/f2': owner => 'www-data';
  '/tmp/f3': subscribe => User['user3'];
}
d1 { 'd1-n2': }
d1 { 'd1-n3': msg => 'v1' }
User['user3'] { before +> [User['user4']] }
@package { ['pkg1', 'pkg2']: loglevel => 'info' }
d1 { ['d1-n4', 'd1-n5']: extra => 'v1' }
notify {
  default: message => '';
  'n8': tag => ['beta', 'beta'];
}
user { 'user5': uid => 1001, before => Notify['d1-n4-d12'] }
d1 { 'd1-n6': extra => 'v1', msg => 7 }
@exec { 'run1': command => '/bin/true', noop => false }
