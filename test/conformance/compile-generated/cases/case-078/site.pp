define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, tag => 'web', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title, tag => 'db' }
}
user { 'user1': noop => false, loglevel => 'info', tag => 'beta' }
service { ['svc1', 'svc2']: before => User['user1'], tag => 'beta' }
d1 { 'd1-n1': level => 7 }
service { 'svc3': hasrestart => true }
User['user1'] { before => Service['svc3'] }
Notify { loglevel => 'info', before => [User['user1']] }
d2 { 'd2-n1': }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { '/tmp/f1': tag => 'beta', subscribe => Notify['d1-n1-d11'], content => 'data' }
notify { ['n1', 'n2']: notify => Notify['d1-n1-d12'], tag => 'db' }
User { require => Notify['d1-n1-d12'] }
@notify { 'n3': loglevel => 'info', withpath => false }
user { 'user2': tag => ['gamma', 'web'] }
notify { ['n4', 'n5', 'n6']: before => Notify['n2'], tag => 'db' }
Service <|  |> <- Service['svc3'] <- [Notify['d2-n1-d22']]
Service['svc3'] { tag +> ['db', 'web'] }
