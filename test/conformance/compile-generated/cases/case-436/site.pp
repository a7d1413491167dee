define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $msg }
  notify { "${title}-d21": message => $msg, tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Array[String] $p2 = ['a', 'b'],
) {
  if tagged('beta') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'alpha'
  file {
    default: owner => 'www-data';
    '/tmp/c1-f1': tag => ['db', 'beta'];
  }
}
class c2 (
  Optional[String] $p1 = 'o',
  String $p2 = 'abc',
  Enum['a', 'b'] $p3 = 'b',
) inherits c1 {
  File['/tmp/c1-f1'] { noop +> 'beta' }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  tag 'alpha'
  require c1
  user { ['c2-user1', 'c2-user2']: shell => '/bin/sh', tag => 'gamma' }
}
stage { 'pre': before => Stage['main'] }
service { 'svc1': ensure => 'stopped' }
Notify <| title == 'svc1' and title == 'svc1' |> <- Service['svc1']
Service['svc1'] { noop => true }
Notify <| title == 'svc1' |>
service { ['svc2', 'svc3']: tag => ['beta', 'gamma'], noop => true }
service { 'svc4': ensure => 'stopped', subscribe => Service['svc3'] }
Package { tag => ['db', 'db'] }
package { 'pkg1': noop => true }
notify { 'n1': message => '' }
Notify { loglevel => 'warning', message => 'x y' }
$v29 = { 'k' => 'v' }
package { 'pkg2': before => Service['svc2'] }
notify { 'n2': tag => ['alpha', 'db'], subscribe => [Service['svc4']] }
Notify <| title == 'svc2' |>
Notify { subscribe => Service['svc2'] }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package <| message == 'world' and tag == 'db' |> { require => Notify['n1'] }
File <| ensure == 'directory' |> { tag => 'alpha' }
@package {
  default: notify => Package['pkg2'], before => Service['svc2'];
  'pkg3': notify => [Package['pkg2'], Notify['n2']], noop => false;
  'pkg4': ensure => 'installed', notify => [Notify['n2'], Package['pkg1']];
  'pkg5': loglevel => 'info';
}
notify { 'n3': tag => ['beta', 'gamma'], withpath => false, noop => true }
