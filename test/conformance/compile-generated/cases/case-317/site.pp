define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}" }
  notify { "${title}-d21": message => "${name}: ${msg}" }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Array[String] $p2 = [],
  Optional[String] $p3 = 'o',
) {
  file { '/tmp/c1-f1': owner => 'www-data' }
}
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| tag == 'beta' |> <~ File <| title == 'n1' or message == 'world' |> -> Service <| tag == 'web' |>
User <| message == 'x y' and message == 'world' |>
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => ['gamma', 'gamma'], loglevel => 'warning' }
File['/tmp/f2'] ~> File['/tmp/f2'] -> File['/tmp/f1']
notify { ['n1', 'n2']: subscribe => File['/tmp/f3'], loglevel => 'warning' }
notify { 'n3': before => File['/tmp/f1'] }
user { 'user1': groups => [], shell => '/bin/bash', tag => ['beta', 'db'] }
service {
  default: ensure => 'running', loglevel => 'info';
  'svc1': before => [File['/tmp/f1'], User['user1']];
}
notify { ['n4', 'n5']: message => undef }
$v20 = [1, 2]
User { managehome => true, groups => [] }
file { '/tmp/f4': tag => 'db' }
include c1
notify {
  default: noop => true;
  'n6': withpath => false, noop => false;
}
$v25 = [1, 2]
file { '/tmp/f5': require => Notify['n6'], tag => 'web', notify => File['/tmp/f3'] }
$v27 = [1, 2]
File['/tmp/f3'] { noop => true }
$v29 = 'val'
@user {
  default: groups => [], before => Notify['n4'];
  'user2': require => File['/tmp/f5'];
}
d1 { ['d1-n1', 'd1-n2']: msg => 'v1' }
@exec { ['run1', 'run2', 'run3']: command => '/bin/true', subscribe => Notify['n6'] }
notify { 'n7': tag => ['gamma', 'alpha'], noop => true }
user { 'user3': tag => 'beta', managehome => false, notify => Notify['n2'] }
file { ['/tmp/f6', '/tmp/f7']: before => File['/tmp/f3'], owner => 'root' }
tag 'alpha'
d1 { 'd1-n3': level => 'v2', msg => 'v1' }
realize(Exec['run2'])
