define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'db' }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed' }
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
}
class c1 (
  Integer $p1 = 80,
  Array[String] $p2 = ['x'],
  Optional[String] $p3 = 'o',
) {
  file { '/tmp/c1-f1': owner => 'root', content => "line\n", noop => false }
}
class c2 (
  Integer $p1 = 1,
) {
  user {
    default: managehome => true;
    'c2-user1': shell => '/bin/sh', ensure => 'present';
    'c2-user2': tag => ['web', 'web'];
  }
  Notify { noop => true, loglevel => 'info' }
  @file { '/tmp/c2-f1': tag => 'beta' }
  File <| message == 42 |> { require => Notify['ghost'] }
}
file { '/tmp/f1': noop => true, tag => 'beta' }
tag 'gamma'
tag 'db'
@file {
  default: before => File['/tmp/f1'], notify => File['/tmp/f1'];
  '/tmp/f2': tag => ['db', 'alpha'];
}
file { '/tmp/f3': subscribe => File['/tmp/f1'], notify => File['/tmp/f1'] }
user { 'user1': shell => '/bin/sh', * => { 'notify' => File['/tmp/f3'] } }
File <| tag != 'db' |>
tag 'alpha'
user { 'user2': tag => 'db', before => [User['user1'], File['/tmp/f1']], subscribe => File['/tmp/f1'] }
tag 'web'
require c1
Service { subscribe => [File['/tmp/f1']], notify => User['user2'] }
d1 { 'd1-n1': extra => 7 }
$v26 = { 'k' => 'v' }
d1 { 'd1-n2': extra => 7 }
package {
  default: tag => 'alpha', require => [Notify['d1-n1-d12'], Notify['d1-n1-d11']];
  'pkg1': loglevel => 'info', notify => User['user1'];
}
exec { 'run1': subscribe => User['user2'], refreshonly => false }
Service <| tag != 'gamma' |> { require => Notify['d1-n2-d12'] }
d1 { 'd1-n3': extra => 'v2' }
tag 'alpha'
contain c2
package { ['pkg2', 'pkg3', 'pkg4']: before => User['c2-user1'] }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
