define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level }
  notify { "${title}-d21": message => $level, tag => 'db' }
}
Notify <| title == 'n1' |>
service { 'svc1': tag => ['alpha', 'alpha'], enable => false }
tag 'gamma'
@user {
  default: subscribe => Service['svc1'], require => Service['svc1'];
  'user1': ensure => 'absent';
  'user2': shell => '/bin/sh', noop => false;
}
Notify { message => 'hello', before => Service['svc1'] }
File { content => "line\n", ensure => 'absent' }
$v11 = 'val'
File <| message == 'hello' or ensure == 'running' |> <- Service['svc1']
notify { 'n1': before => Service['svc1'] }
notify { 'n2': tag => 'alpha', require => [Service['svc1']] }
user { 'user3': noop => true, subscribe => Notify['n1'] }
Service['svc1'] { require +> Notify['n2'] }
User['user3'] <- File <| message == 'x y' |> ~> [Notify['n1']]
file { '/tmp/f1': owner => 'root', * => {  } }
@@exec { 'run1': command => '/bin/true', refreshonly => true, subscribe => File['/tmp/f1'], path => ['/bin', '/usr/bin'] }
user { 'user4': shell => '/bin/sh', * => { 'loglevel' => 'warning' } }
@file { '/tmp/f2': before => User['user4'] }
Service['svc1'] { before +> Service['svc1'] }
notify { 'n3': subscribe => User['user4'], withpath => false }
Package { ensure => '1.2.3' }
d1 { 'bad': bogus => 1 }
