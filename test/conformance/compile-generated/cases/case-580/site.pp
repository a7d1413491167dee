define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'beta' }
  notify { "${title}-d11": message => $msg, tag => 'alpha' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'db', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}" }
  Notify { noop => true }
}
Notify <| tag == 'alpha' |>
exec { 'run1': command => '/bin/true', * => { 'tag' => 'web' } }
Exec { tag => ['web', 'web'] }
d1 { 'd1-n1': extra => 'v1' }
Exec['run1'] -> [Notify['d1-n1-d11']]
@user { 'user1': shell => '/bin/bash', * => { 'tag' => 'beta' } }
@package { 'pkg1': noop => false }
@user { ['user2', 'user3', 'user4']: tag => ['beta', 'beta'], groups => [] }
User <|  |> { require => Notify['d1-n1-d11'] }
realize(User['user3'])
Notify <| message == 'x y' |> { message => 'x y' }
@notify { 'n1': tag => ['beta', 'gamma'], before => Exec['run1'] }
notify { ['n2', 'n3', 'n4']: noop => true }
Notify { noop => false }
Notify['n4'] { tag +> 'beta' }
User['user3'] ~> User['user3'] -> Notify['d1-n1-d12']
Notify['d1-n1-d12'] -> User['user3']
