define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, tag => 'web' }
  notify { "${title}-d21": message => $level, tag => 'alpha' }
}
notify { 'n1': tag => 'db', withpath => false, noop => false }
Notify { message => '' }
Notify <| title == 'n1' |> -> Notify['n1'] <~ Notify['n1']
Notify <|  |>
d1 { 'd1-n1': level => 'v1' }
Exec { loglevel => 'warning', refreshonly => true }
$v12 = { 'k' => 'v' }
d1 { 'd1-n2': level => 7 }
notify { 'n2': message => "${facts[hostname]} says hi" }
Notify['d1-n2-d11'] ~> Notify['n1']
Notify['n2'] { withpath => false }
user { ['user1', 'user2', 'user3']: before => Notify['n2'] }
package { 'pkg1': tag => ['alpha', 'web'], * => { 'require' => [User['user3'], Notify['d1-n1-d11']] } }
d2 { 'd2-n1': level => 'v1' }
service { 'svc1': subscribe => Notify['d2-n1-d22'], noop => false }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Notify['d2-n1-d21']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
