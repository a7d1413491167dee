define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'beta' }
}
class c1 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 1,
) {
  tag 'web'
}
class c2 (
  String $p1 = 'x y',
  Integer $p2 = 1,
  Integer $p3 = 8080,
) {
  contain c1
  tag 'gamma'
}
User { ensure => 'absent', shell => '/bin/bash' }
user { 'user1': uid => '300' }
$v9 = { 'k' => 'v' }
d1 { 'd1-n1': extra => 'v2' }
user { 'user2': tag => ['alpha', 'gamma'], subscribe => User['user1'] }
User['user2'] { require +> User['user1'] }
notify {
  default: notify => User['user1'];
  'n1': require => User['user1'];
  'n2': require => User['user2'], loglevel => 'warning';
  'n3': tag => 'web';
}
Exec { notify => User['user1'], noop => false }
service {
  default: notify => [Notify['n1']];
  'svc1': ensure => 'running';
}
@file {
  default: content => "${facts[hostname]}";
  '/tmp/f1': owner => 'www-data';
  '/tmp/f2': owner => 'www-data', ensure => 'present';
  '/tmp/f3': ensure => 'present', tag => 'db';
}
User['user1'] <~ File <| title == 'n1' |> ~> Service['svc1']
tag 'beta'
realize([File['/tmp/f2'], File['/tmp/f1']])
Service['svc1'] { noop => true }
