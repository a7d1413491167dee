define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'beta' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  exec { 'c1-run1': command => 'touch /tmp/x', tag => ['web', 'db'] }
  Notify { noop => false, tag => 'web' }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 80,
) {
  package { ['c2-pkg1', 'c2-pkg2']: noop => false }
  user {
    default: tag => 'web';
    'c2-user1': uid => 1001;
    'c2-user2': shell => '/bin/bash';
    'c2-user3': uid => 30;
  }
  user { ['c2-user4', 'c2-user5', 'c2-user6']: shell => '/bin/sh' }
  Service <| message == 42 |>
}
class c3 (
  Optional[String] $p1 = undef,
  String $p2 = 'abc',
) {
  exec {
    default: command => '/bin/true', path => ['/bin', '/usr/bin'];
    'c3-run1': command => 'touch /tmp/x', loglevel => 'info', noop => true;
  }
  package {
    default: noop => false;
    'c3-pkg1': ensure => 'latest';
    'c3-pkg2': noop => false, tag => 'db';
  }
  exec { 'c3-run2': command => '/bin/true' }
  Service <| ensure == 'present' |>
}
package { 'pkg1': tag => 'db', * => {  } }
Package['pkg1'] { before +> Package['pkg1'] }
notify { ['n1', 'n2', 'n3']: tag => ['alpha', 'alpha'] }
user { 'user1': shell => '/bin/bash', * => { 'notify' => Notify['n3'] } }
notify { ['n4', 'n5', 'n6']: tag => 'gamma', require => [Notify['n2'], Notify['n1']] }
[Package['pkg1'], Notify['n2']] <- Notify['n1'] ~> Notify['n5']
Notify['n1'] { noop => true }
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'], require => User['user1'] }
package { ['pkg2', 'pkg3']: subscribe => Notify['n2'], tag => 'gamma' }
exec {
  default: tag => 'beta';
  'run2': tag => 'alpha', path => ['/bin', '/usr/bin'];
  'run3': before => Notify['n5'];
}
File <| ensure == 'directory' and tag != 'db' |>
Exec['run1'] { tag => 'alpha' }
Notify['n2'] -> File <| tag != 'web' |>
$v30 = 'val'
user { 'user2': shell => '/bin/sh', uid => 30 }
Package['pkg3'] <~ Package['pkg1'] ~> Notify['n6']
@file { '/tmp/f1': before => Package['pkg2'] }
Notify <| ensure == 'directory' and title == 'n6' |> -> [Notify['n5']]
tag 'alpha'
d1 { ['d1-n1', 'd1-n2']: level => 7 }
File <| ensure == 'directory' |>
Exec { path => ['/bin', '/usr/bin'] }
service { 'svc1': notify => Notify['n5'], * => {  } }
