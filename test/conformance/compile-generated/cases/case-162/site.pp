define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  Package <| message == 'hello' |>
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 1,
) {
  @user { 'c2-user1': noop => false }
  notify { 'c2-n1': tag => ['gamma', 'beta'], message => "${p1} says hi" }
}
class c3 (
  Integer $p1 = 1,
) {
  include c1
  file { '/tmp/c3-f1': noop => true, * => {  } }
  Notify { noop => true }
  if defined('$p1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
tag 'alpha'
$v17 = { 'k' => 'v' }
d1 { 'd1-n1': }
$v19 = 'val'
@@file { '/tmp/f1': loglevel => 'info' }
tag 'db'
$v22 = { 'k' => 'v' }
@d1 { 'd1-n2': }
Package { require => Notify['d1-n1-d12'] }
$v25 = 'val'
tag 'alpha'
notify { ['n1', 'n2']: message => ['a', 'b'], noop => true }
$v28 = [1, 2]
Notify['n1'] { require => Notify['d1-n1-d11'] }
$v30 = [1, 2]
Package { subscribe => Notify['n2'], tag => ['db', 'beta'] }
tag 'web'
File <| tag == 'gamma' |> { tag +> 'beta' }
file { '/tmp/f2': notify => Notify['n1'], require => Notify['n2'] }
user { ['user1', 'user2']: loglevel => 'info', require => [Notify['n2']] }
