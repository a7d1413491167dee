define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
class c1 (
  Integer $p1 = 80,
) {
  File { tag => ['alpha', 'beta'] }
}
d1 { 'd1-n1': }
require c1
user { 'user1': shell => '/bin/sh', ensure => 'present', tag => 'gamma' }
service { 'svc1': enable => false, subscribe => User['user1'], loglevel => 'warning' }
package { 'pkg1': loglevel => 'info', * => {  } }
@user { 'user2': groups => 'users', loglevel => 'warning', tag => ['beta', 'gamma'] }
realize([User['user2']])
require c1
require c1
$v14 = { 'k' => 'v' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec { subscribe => Service['svc1'], loglevel => 'warning' }
Package['pkg1'] { require +> Package['pkg1'] }
d1 { 'd1-n2': }
service { ['svc2', 'svc3']: ensure => 'stopped' }
exec { 'run1': command => 'touch /tmp/x', timeout => 1001 }
Service { noop => false, hasrestart => false }
user {
  default: shell => '/bin/bash';
  'user3': shell => '/bin/bash', before => Service['svc3'];
  'user4': tag => ['db', 'db'], managehome => false;
  'user5': tag => ['db', 'alpha'];
}
Package <| ensure == 'present' |> { tag => 'db' }
Notify <| message == 'world' and tag != 'beta' |> <- [Service['svc2']]
notify {
  default: before => User['user2'];
  'n1': loglevel => 'warning', tag => ['alpha', 'alpha'];
}
package { 'pkg2': notify => Service['svc2'] }
file { '/tmp/f1': require => User['user1'] }
[User['user2'], Service['svc3']] <~ Notify <| title == 'user1' |>
d1 { ['d1-n3', 'd1-n4']: }
d1 { 'd1-n5': level => 'v1' }
