define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Boolean $p1 = true,
  Boolean $p2 = true,
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: loglevel => 'info' }
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 1,
) inherits c1 {
  Notify['c1-n2'] { message => 'alpha' }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  d1 { 'c2-d1-n1': }
  user { 'c2-user1': shell => '/bin/sh', * => {  } }
  Notify { loglevel => 'info', tag => ['beta', 'beta'] }
}
Notify <| title == 'n1' |> <~ Service <| ensure == 'present' |>
user { ['user1', 'user2', 'user3']: noop => true, tag => 'beta' }
class { 'c1': p2 => true }
package { 'pkg1': loglevel => 'warning', ensure => 'installed' }
[Package['pkg1']] <~ User['user3'] -> [Package['pkg1'], User['user3']]
