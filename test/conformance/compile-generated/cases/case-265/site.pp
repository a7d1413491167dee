define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'beta' }
}
Exec <| title == 'n1' |>
d2 { ['d2-n1', 'd2-n2']: msg => 'v1' }
notify { 'n1': before => Notify['d2-n1-d21'], * => {  } }
User { before => Notify['d2-n2-d21'], subscribe => Notify['d2-n2-d21'] }
user { ['user1', 'user2']: groups => 'users' }
User['user2'] { noop => true }
exec { 'run1': command => '/bin/true', refreshonly => false, before => Notify['n1'] }
User { notify => [Notify['d2-n1-d21']], tag => ['gamma', 'alpha'] }
notify { 'n2': noop => false, loglevel => 'warning', subscribe => Notify['d2-n2-d21'] }
d2 { ['d2-n3', 'd2-n4']: level => 7 }
notify { 'n3': tag => 'beta', subscribe => User['user1'], noop => true }
Notify { before => Notify['n3'] }
user { ['user3', 'user4']: tag => ['alpha', 'beta'] }
notify { 'n4': notify => Notify['n2'], subscribe => [Notify['n1']] }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service { hasrestart => false, notify => Notify['n1'] }
file { '/tmp/f1': tag => 'alpha', noop => true }
Service <|  |>
notify { 'n5': notify => User['user3'] }
Exec['run1'] { noop => true }
Package <| title == 'n2' and message == 'x y' |> { require +> Notify['n1'] }
Exec['run1'] -> [User['user3']]
file { '/tmp/f2': require => Notify['n4'], owner => 'root' }
notify { 'n6': tag => ['gamma', 'db'], message => 'hello', withpath => false }
d2 { 'd2-n5': }
