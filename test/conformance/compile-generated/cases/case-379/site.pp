define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
Package { noop => false, loglevel => 'info' }
Service { noop => false }
User { ensure => 'present' }
user { 'user1': uid => '300', noop => true }
tag 'beta'
d1 { 'd1-n1': }
d1 { 'd1-n2': msg => 7 }
Service <| message == 'hello' and ensure == 'directory' |> ~> User['user1']
Notify <|  |> -> [Notify['d1-n1-d11']] -> Notify['d1-n1-d11']
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': enable => true, before => User['user1'], require => Notify['d1-n1-d11'] }
$v14 = [1, 2]
Service['svc1'] ~> User['user1'] -> User['user1']
$v16 = 'val'
$v17 = [1, 2]
user { ['user2', 'user3']: before => User['user1'], tag => 'web' }
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', tag => 'db', refreshonly => false }
User['user1'] { before +> Notify['d1-n2-d11'] }
Exec['run2'] { before +> [User['user2']] }
User['user2'] { noop => true }
notify { 'n1': tag => 'gamma', noop => false, message => '' }
user { 'user4': before => User['user3'], uid => 1001 }
tag 'gamma'
notify { 'n2': subscribe => [Notify['d1-n1-d11']] }
@@exec { 'run4': command => '/usr/bin/env echo hi', * => { 'tag' => ['beta', 'db'] } }
file { '/tmp/f1': subscribe => [User['user1'], Service['svc1']], * => {  } }
include nosuch
