define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = true,
  Array[String] $p3 = ['a', 'b'],
) {
  exec { 'c1-run1': command => 'touch /tmp/x' }
  file { '/tmp/c1-f1': ensure => 'absent' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
) {
  file { '/tmp/c2-f1': loglevel => 'warning' }
  Notify { loglevel => 'warning', message => ['a', 'b'] }
  User <|  |> { require +> Notify['ghost'] }
  service { 'c2-svc1': ensure => 'running', tag => ['beta', 'alpha'] }
}
class c3 (
  Integer $p1 = 80,
) {
  Notify <| tag != 'alpha' |>
}
User <| ensure == 'directory' |>
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@service { ['svc1', 'svc2']: noop => false }
Service { loglevel => 'info', hasrestart => false }
user { 'user1': tag => 'beta', shell => '/bin/bash' }
File <|  |>
Service { before => User['user1'], noop => false }
@d1 { 'd1-n1': level => 'v2' }
realize([Service['svc2'], D1['d1-n1']])
User['user1'] -> User['user1'] -> D1['d1-n1']
user { 'user2': groups => [], * => { 'uid' => 1001 } }
