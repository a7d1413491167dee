define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
user { ['user1', 'user2', 'user3']: uid => '300', managehome => false }
$v4 = 'val'
[User['user3'], User['user1']] <~ User['user2'] ~> User['user2']
@d1 { 'd1-n1': extra => 'v1' }
tag 'gamma'
d1 { ['d1-n2', 'd1-n3']: }
$v9 = 'val'
@d1 { 'd1-n4': }
tag 'alpha'
file { '/tmp/f1': content => "${module_name}", * => {  } }
d1 { 'd1-n5': extra => 'v2' }
user { ['user4', 'user5']: tag => ['gamma', 'beta'] }
$v15 = 'val'
@user { 'user6': subscribe => [Notify['d1-n5-d11']] }
Notify['d1-n5-d11'] <~ [User['user4']] -> [User['user3']]
