define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  File { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 1,
) {
  tag 'db'
  user { ['c1-user1', 'c1-user2', 'c1-user3']: tag => 'web', groups => ['adm', 'sudo'] }
  tag 'db'
  exec { 'c1-run1': path => ['/bin', '/usr/bin'], refreshonly => false, command => 'touch /tmp/x' }
}
Exec <| message == 'hello' |>
Notify <|  |> { message => 'world' }
$v10 = { 'k' => 'v' }
d1 { 'd1-n1': msg => 'v2' }
service { 'svc1': subscribe => Notify['d1-n1-d11'] }
notify { 'n1': before => Notify['d1-n1-d11'] }
user { 'user1': require => Service['svc1'], * => {  } }
Service['svc1'] { before => [User['user1']] }
@service { ['svc2', 'svc3', 'svc4']: notify => Notify['d1-n1-d11'] }
d1 { 'd1-n2': msg => 'v1' }
include c1
realize([Service['svc3']])
realize(Service['svc2'])
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'd1-n3': }
exec { 'run1': require => Notify['d1-n2-d11'] }
Notify['n1'] { message => 'x y' }
Exec['run1'] { tag => 'gamma' }
Exec { before => Notify['d1-n2-d11'] }
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
user { 'user2': tag => 'db' }
exec { ['run2', 'run3', 'run4']: command => '/bin/true', subscribe => Exec['run1'], notify => User['c1-user1'] }
