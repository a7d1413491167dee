define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: tag => 'beta' }
  service { 'c1-svc1': enable => false }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  service { ['c1-svc2', 'c1-svc3', 'c1-svc4']: ensure => 'stopped' }
}
class c2 (
  String $p1 = 'abc',
) {
  @file { '/tmp/c2-f1': noop => true }
  d2 { 'c2-d2-n1': }
}
notify { 'n1': tag => 'db' }
notify { ['n2', 'n3', 'n4']: withpath => false }
Notify['n4'] { before +> Notify['n4'] }
$v17 = [1, 2]
tag 'web'
user { 'user1': tag => ['gamma', 'db'], uid => '300', loglevel => 'info' }
User { require => Notify['n1'], notify => User['user1'] }
Exec <| message == 42 and tag == 'beta' |>
$v22 = [1, 2]
notify { 'n5': noop => false, * => { 'loglevel' => 'info' } }
file {
  default: tag => ['db', 'web'];
  '/tmp/f1': mode => '0755', tag => ['web', 'web'];
}
@notify { 'n6': noop => true, withpath => false, before => [Notify['n1']] }
exec { ['run1', 'run2', 'run3']: tag => 'web', refreshonly => false }
Notify['n2'] { before => File['/tmp/f1'] }
contain c2
include c1
Notify <| message == 'world' |> { require +> Notify['c2-d2-n1-d21'] }
$v31 = 'val'
$v32 = { 'k' => 'v' }
File['/tmp/f1'] -> [Exec['run3'], Service['c1-svc2'], Notify['n5']]
