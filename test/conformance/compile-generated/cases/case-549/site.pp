define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  Array[String] $p1 = ['x'],
) {
  user { 'c1-user1': uid => 1001, * => { 'loglevel' => 'warning' } }
  File <| ensure == 'directory' |>
  @notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => ['beta', 'alpha'] }
}
require c1
user { 'user1': loglevel => 'warning', require => User['c1-user1'], managehome => true }
notify { ['n1', 'n2', 'n3']: loglevel => 'warning' }
file { ['/tmp/f1', '/tmp/f2']: tag => 'beta' }
Exec { path => ['/bin', '/usr/bin'] }
Notify['n2'] <- Notify['n1'] <~ Notify['n1']
notify { 'n4': loglevel => 'warning', noop => true }
File['/tmp/f1'] { require => User['user1'] }
File { notify => File['/tmp/f2'], tag => 'alpha' }
Notify <| title == 'user1' |>
d1 { 'd1-n1': level => 'v1' }
notify { ['n5', 'n6', 'n7']: message => undef, tag => 'alpha' }
notify { 'n8': tag => 'gamma' }
Notify['n6'] { require => [Notify['n1'], User['c1-user1']] }
user { 'user2': uid => 30, noop => false }
User <| title == '/tmp/f1' |>
realize(Notify['c1-n1'])
if defined(Notify['n7']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'beta'
contain c1
Notify <| ensure == 'directory' and title == 'n1' |> { tag => ['beta', 'beta'] }
notify { ['n9', 'n10', 'n11']: notify => User['c1-user1'] }
Package { noop => true }
notify { ['n12', 'n13', 'n14']: message => 'hello' }
Exec { tag => ['alpha', 'alpha'] }
include c1
service { ['svc1', 'svc2']: tag => 'web', noop => true }
