define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v5 = 'val'
tag 'gamma'
File <| title == 'n1' |>
tag 'web'
notify { 'n1': message => ['a', 'b'], noop => false }
exec { 'run1': noop => true, * => { 'notify' => Notify['n1'] } }
notify { ['n2', 'n3']: subscribe => Notify['n1'] }
tag 'gamma'
notify { 'n4': withpath => false, notify => Notify['n2'] }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { ['d1-n1', 'd1-n2']: }
user { ['user1', 'user2', 'user3']: shell => '/bin/bash' }
Notify { require => [Notify['d1-n1-d11'], User['user3']], notify => Notify['d1-n2-d11'] }
@notify { 'n5': tag => ['web', 'gamma'] }
notify { ['n6', 'n7', 'n8']: withpath => true }
$v21 = [1, 2]
