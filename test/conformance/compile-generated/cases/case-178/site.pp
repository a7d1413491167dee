define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", tag => 'db' }
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n1': message => "${facts[hostname]} says hi" }
user { 'user1': managehome => false }
file {
  default: mode => '0755', tag => ['alpha', 'db'];
  '/tmp/f1': before => User['user1'], mode => '0600';
}
notify { ['n2', 'n3', 'n4']: tag => ['web', 'gamma'] }
$v13 = 'val'
d2 { 'd2-n1': msg => 'v2' }
package { 'pkg1': tag => ['beta', 'web'], * => { 'noop' => true } }
Package <| tag == 'alpha' and message == 'world' |>
d1 { ['d1-n1', 'd1-n2']: }
Notify <| message == 42 |> ~> [Package['pkg1'], Notify['n4']]
@package { 'pkg2': require => [Notify['d2-n1-d22'], Notify['d1-n1-d11']], * => {  } }
Package['pkg1'] { before +> User['user1'] }
Package <| title == '/tmp/f1' |>
Package['pkg1'] -> Service <| message == 42 or tag != 'web' |>
user { ['user2', 'user3']: noop => true, notify => [Package['pkg1']] }
$v24 = { 'k' => 'v' }
@package { 'pkg3': tag => 'web', noop => true }
Package <| ensure == 'running' or title == 'd2-n1-d22' |> { noop => false }
notify { 'n5': before => [Notify['d1-n1-d11'], User['user3']] }
@notify { 'n6': subscribe => Notify['n4'], notify => Notify['n1'] }
User['user2'] { before +> Notify['n4'] }
Notify { noop => true }
[User['user1'], Notify['n3']] ~> [User['user3'], Notify['n2']]
if defined(Class[main]) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
realize(Notify['n6'])
if defined(Class[main]) {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
realize(Notify['ghost'])
