define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  File { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  user { 'c1-user1': loglevel => 'warning', * => {  } }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
) {
  tag 'beta'
  service { 'c2-svc1': hasrestart => false, loglevel => 'info' }
  contain c1
  file { '/tmp/c2-f1': noop => true, * => {  } }
}
class c3 {
  service { 'c3-svc1': ensure => 'stopped', hasrestart => false }
  Service { noop => true }
  tag 'web'
}
contain c2
Service <|  |> <- Notify <| ensure == 'present' and ensure == 'directory' |> <- File <| tag != 'gamma' |>
Service <| (ensure == 'present' or message == 'world') and tag != 'alpha' |> ~> Notify <| tag == 'db' and tag == 'web' |> ~> Service['c2-svc1']
$v19 = { 'k' => 'v' }
notify { 'n1': subscribe => Class['c2'] }
tag 'db'
d1 { 'd1-n1': level => 'v1', msg => 7 }
service { 'svc1': enable => true, subscribe => [Notify['d1-n1-d11']], notify => User['c1-user1'] }
user { 'user1': before => Class['c2'] }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service['svc1'] -> User['c1-user1'] -> Service['svc1']
Notify { before => Service['c2-svc1'], subscribe => Service['svc1'] }
package {
  default: require => [User['user1']];
  'pkg1': before => File['/tmp/c2-f1'];
}
class { 'c1': p1 => 'one' }
Service['svc1'] { noop => true }
tag 'beta'
d1 { ['d1-n2', 'd1-n3']: level => 7, msg => 'v2' }
service { 'svc2': loglevel => 'warning', before => Class['c2'] }
