define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => 'fixed' }
}
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => ['gamma', 'beta'] }
Exec <| message == 'hello' or tag == 'web' |>
user { 'user1': uid => '300', shell => '/bin/sh' }
d1 { 'd1-n1': level => 'v2' }
notify { 'n1': notify => [File['/tmp/f3'], User['user1']] }
service { 'svc1': require => File['/tmp/f3'] }
File['/tmp/f3'] <- File['/tmp/f1']
notify { ['n2', 'n3', 'n4']: message => true, noop => false }
notify { 'n5': tag => 'gamma' }
Notify['n5'] -> Notify['n3'] -> Notify <| tag == 'gamma' |>
user { ['user2', 'user3', 'user4']: noop => true, uid => 30 }
d1 { 'd1-n2': level => 'v2' }
user { 'user5': groups => ['adm', 'sudo'], * => { 'shell' => '/bin/sh' } }
User['user2'] <~ [Notify['n4']] <~ Notify <| tag == 'db' or tag == 'beta' |>
Notify <| tag == 'web' |>
