define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
notify { ['n1', 'n2', 'n3']: message => true, tag => ['db', 'db'] }
@file { '/tmp/f1': mode => '0755', tag => ['web', 'beta'] }
@user { ['user1', 'user2']: require => [Notify['n2']] }
Package { loglevel => 'warning' }
realize(User['user1'])
notify { 'n4': notify => Notify['n1'], * => { 'loglevel' => 'warning' } }
User <| (tag == 'alpha' or message == 'hello') and title == 'n1' |> { noop => true }
user {
  default: shell => '/bin/bash', subscribe => Notify['n2'];
  'user3': managehome => false;
  'user4': loglevel => 'warning', managehome => false;
}
package { 'pkg1': subscribe => [User['user3']] }
package { ['pkg2', 'pkg3', 'pkg4']: tag => 'web' }
Package['pkg3'] -> Notify['n4'] <~ Notify <|  |>
notify { 'n5': loglevel => 'warning', tag => ['db', 'alpha'] }
Notify['n2'] { withpath => false }
d1 { ['d1-n1', 'd1-n2']: }
@package { 'pkg5': require => Package['pkg3'], * => {  } }
$v17 = [1, 2]
tag 'web'
d1 { ['d1-n3', 'd1-n4']: msg => 7 }
d1 { 'd1-n5': msg => 7 }
realize([File['/tmp/f1']])
d1 { ['d1-n6', 'd1-n7']: msg => 'v2' }
Exec { tag => ['gamma', 'gamma'], timeout => 30 }
tag 'gamma'
notify { ['n6', 'n7', 'n8']: notify => Package['pkg4'], message => "${module_name} says hi" }
if defined(Notify['d1-n4-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n9': loglevel => 'info', subscribe => [Notify['d1-n7-d11']] }
@@package { ['pkg6', 'pkg7', 'pkg8']: notify => Package['pkg4'], tag => 'beta' }
realize([File['/tmp/f1'], User['user1']])
if defined(Notify['n8']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
