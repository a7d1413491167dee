class c1 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 'one',
) {
  notify { 'c1-n1': message => "${p1} says hi", noop => false, loglevel => 'info' }
  user { ['c1-user1', 'c1-user2']: ensure => 'absent' }
  Notify <| title == 'n1' |> { tag => ['beta', 'gamma'] }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'b',
  Enum['a', 'b'] $p3 = 'b',
) {
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  tag 'beta'
}
class c3 (
  Integer $p1 = 8080,
) {
  if defined('c1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
Notify <| message == 'x y' |>
user { 'user1': noop => false, shell => '/bin/sh' }
@notify { 'n1': subscribe => User['user1'] }
@notify { 'n2': loglevel => 'warning' }
if defined(User['user1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': path => ['/bin', '/usr/bin'], loglevel => 'info' }
exec { 'run2': notify => Exec['run1'], subscribe => Exec['run1'] }
$v21 = { 'k' => 'v' }
User['user1'] { require +> Exec['run2'] }
notify { 'n3': before => Exec['run1'], tag => ['gamma', 'web'] }
