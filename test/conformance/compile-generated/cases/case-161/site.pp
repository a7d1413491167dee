define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
user { 'user1': managehome => false, uid => '300', groups => [] }
service { 'svc1': require => User['user1'], tag => 'beta', notify => User['user1'] }
@d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
d1 { ['d1-n3', 'd1-n4']: level => 'v1' }
$v7 = { 'k' => 'v' }
Notify <| ensure == 'present' |> { tag => ['db', 'web'] }
realize([D1['d1-n1']])
Notify['d1-n3-d11'] <~ Notify['d1-n4-d12']
$v11 = 'val'
service { 'svc2': loglevel => 'warning' }
@exec { ['run1', 'run2', 'run3']: command => '/bin/true', tag => 'beta' }
tag 'alpha'
$v15 = 'val'
d1 { 'd1-n5': }
user {
  default: subscribe => [Notify['d1-n3-d11']];
  'user2': before => Service['svc2'];
}
notify { 'n1': withpath => false, before => User['user2'] }
Exec <| tag != 'db' |>
User['user2'] { noop => true }
@exec { 'run4': tag => 'db', timeout => 30, subscribe => User['user1'] }
notify { 'n2': tag => 'web', before => Notify['d1-n4-d11'] }
$v23 = { 'k' => 'v' }
notify { ['n3', 'n4', 'n5']: notify => [Notify['d1-n3-d12'], Notify['n2']] }
d1 { 'd1-n6': level => 'v2' }
notify { 'n6': before => Notify['d1-n6-d12'] }
@notify { 'n7': notify => Notify['d1-n4-d11'], tag => ['db', 'gamma'] }
Service { noop => true, loglevel => 'info' }
@d1 { 'd1-n7': }
Service { before => Notify['n4'] }
notify { 'n8': require => Notify['n4'], subscribe => Notify['d1-n4-d12'], tag => 'db' }
notify { 'dup': before => Service['nosvc'] }
