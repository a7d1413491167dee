define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'db' }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
@file { '/tmp/f1': content => 'data' }
@notify { 'n1': withpath => true, * => {  } }
@notify { 'n2': message => 'x y', tag => 'beta' }
tag 'db'
notify { 'n3': noop => false }
Notify <| message == 42 |>
notify { 'n4': notify => Notify['n3'], before => Notify['n3'], message => '' }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v14 = [1, 2]
Notify['n4'] { withpath => true }
Notify['n4'] { noop => false }
$v17 = [1, 2]
user { ['user1', 'user2', 'user3']: uid => 30, subscribe => Notify['n4'] }
notify { 'n5': notify => Notify['n3'], tag => 'gamma', noop => false }
Notify <| message == 42 or message == 'x y' |>
$v21 = [1, 2]
realize(Notify['n2'])
Exec { timeout => 1001 }
exec { 'run1': loglevel => 'info' }
realize([Notify['n1']])
if tagged('alpha') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n6': message => "${facts[hostname]} says hi" }
if tagged('web') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
exec { 'run2': command => '/bin/true', refreshonly => false }
package { ['pkg1', 'pkg2']: notify => Exec['run1'] }
d2 { 'd2-n1': }
