define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", tag => 'db' }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
  Notify { noop => true }
}
@file { '/tmp/f1': owner => 'www-data', * => {  } }
@notify { 'n1': withpath => true }
notify { 'n2': noop => false, message => '' }
realize(File['/tmp/f1'])
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
File <|  |>
package { 'pkg1': loglevel => 'info', subscribe => Notify['d1-n2-d12'], noop => false }
notify { 'n3': message => 'x y' }
user { 'user1': require => File['/tmp/f1'], notify => Notify['d1-n2-d11'] }
[Notify['d1-n2-d12']] <- File['/tmp/f1'] <~ [Notify['d1-n1-d11'], Notify['d1-n1-d12'], Package['pkg1']]
user { 'user2': shell => '/bin/sh', managehome => false }
Notify <| (message == 'x y' and tag != 'db') and message == 'world' |> <- Notify['d1-n1-d11']
@notify { 'n4': loglevel => 'info', * => {  } }
File { noop => true, ensure => 'file' }
User <| tag != 'alpha' and message == 42 |>
Notify <| title == 'd1-n1-d11' |>
Package { notify => User['user1'], tag => 'beta' }
File <|  |> { require => Notify['n3'] }
notify { ['n5', 'n6']: subscribe => Notify['d1-n2-d12'] }
User { subscribe => Notify['n6'] }
File { tag => 'gamma' }
Notify['n6'] -> [Notify['d1-n1-d11']]
d1 { 'd1-n3': extra => 7 }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize(Notify['n1'])
Notify <| tag == 'web' |>
@notify { 'n7': noop => false }
