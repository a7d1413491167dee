define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'web', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'web' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 's',
  Array[String] $p3 = ['a', 'b'],
) {
  Package { tag => ['db', 'web'] }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
) {
  service { 'c2-svc1': ensure => 'running', * => { 'hasrestart' => false } }
}
class c3 inherits c1 {
  user { ['c3-user1', 'c3-user2', 'c3-user3']: uid => 30, tag => ['alpha', 'web'] }
  notify { 'c3-n1': tag => 'gamma', noop => false, withpath => true }
}
@@exec {
  default: command => '/usr/bin/env echo hi';
  'run1': command => '/usr/bin/env echo hi', loglevel => 'warning', timeout => '300';
  'run2': tag => ['web', 'web'];
}
include c3
Notify { withpath => true }
$v17 = 'val'
d2 { 'd2-n1': }
notify { 'n1': before => User['c3-user2'] }
$v20 = { 'k' => 'v' }
notify { ['n2', 'n3', 'n4']: loglevel => 'warning', tag => ['beta', 'alpha'] }
notify { 'n5': subscribe => Notify['d2-n1-in-d11'], tag => 'beta', message => 'hello' }
notify { 'n6': tag => 'db', * => { 'before' => [User['c3-user1']] } }
notify { 'n7': subscribe => User['c3-user3'], noop => true }
Notify['n3'] { withpath => true }
tag 'alpha'
Notify['d2-n1-in-d11'] -> User['c3-user1']
service { 'svc1': hasrestart => false, enable => true }
require c1
notify { ['n8', 'n9']: subscribe => [Notify['n5']] }
User <| message == 42 |> { tag => ['beta', 'web'] }
