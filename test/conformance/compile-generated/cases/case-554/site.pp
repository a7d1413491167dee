define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => $msg, tag => 'db' }
  Notify { noop => true }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'b',
) {
  user { 'c1-user1': tag => 'web' }
  tag 'web'
  User <| message == 'hello' |> { noop => true }
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: tag => 'alpha', content => "line\n" }
}
class c2 (
  Array[String] $p1 = [],
  Array[String] $p2 = ['x'],
) {
  Notify { message => 'x y' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
) {
  service { ['c3-svc1', 'c3-svc2']: ensure => 'running', tag => ['gamma', 'alpha'] }
}
file { '/tmp/f1': loglevel => 'info' }
include c3
notify { ['n1', 'n2', 'n3']: notify => Service['c3-svc1'], loglevel => 'info' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] { tag +> ['web', 'beta'] }
require c1
include c1
exec { 'run1': tag => 'alpha', * => {  } }
File['/tmp/c1-f1'] ~> User['c1-user1']
Exec <| tag == 'web' and title == '/tmp/f1' |> { noop => true }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { 'd1-n1': msg => 'v2', level => 7 }
Notify <| ensure == 'directory' |>
tag 'alpha'
tag 'web'
@notify { 'n4': loglevel => 'info' }
$v31 = { 'k' => 'v' }
Notify <| ensure == 'running' |>
