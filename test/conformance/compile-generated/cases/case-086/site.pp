class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Enum['a', 'b'] $p2 = 'b',
  Variant[Integer, String] $p3 = 1,
) {
  file { '/tmp/c1-f1': tag => 'beta', content => 'data' }
  Package { tag => ['web', 'alpha'] }
  exec { 'c1-run1': command => 'touch /tmp/x', timeout => '300', noop => false }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
) {
  notify { 'c2-n1': message => 'multi
  line', noop => false, withpath => false }
}
class c3 {
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
notify { 'n1': message => 'hello', * => {  } }
Exec <| ensure == 'present' |>
contain c3
Package <| tag == 'gamma' |>
@file { ['/tmp/f1', '/tmp/f2']: ensure => 'present' }
Notify['n1'] <~ Notify['n1']
File <| tag != 'db' or tag == 'gamma' |> { require => Notify['n1'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c2
exec { 'run1': command => '/usr/bin/env echo hi', timeout => 30, subscribe => [Notify['n1']] }
user { 'user1': require => Exec['run1'] }
$v21 = { 'k' => 'v' }
Notify['n1'] { noop => true }
notify { 'n2': noop => false, tag => 'gamma', message => "${facts[hostname]} says hi" }
Notify <| ensure == 'present' |>
@notify { 'n3': before => Exec['run1'] }
tag 'gamma'
file { '/tmp/f3': noop => true }
$v28 = { 'k' => 'v' }
package { ['pkg1', 'pkg2']: before => Exec['run1'] }
Notify <| tag != 'web' |> { tag => ['db', 'web'] }
$v31 = [1, 2]
File <| title == '/tmp/f3' |> <- Notify['n2'] <~ Service <| title == 'pkg2' or tag != 'beta' |>
Notify <| tag != 'db' |> <~ [User['user1'], File['/tmp/f3']] <- [User['user1'], Notify['c2-n1']]
