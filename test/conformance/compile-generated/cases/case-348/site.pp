define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg }
  Notify { noop => true }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Variant[Integer, String] $p2 = 1,
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: loglevel => 'warning' }
  user { ['c1-user1', 'c1-user2', 'c1-user3']: ensure => 'absent', groups => [] }
  notify { 'c1-n4': message => '', loglevel => 'warning' }
}
class c2 inherits c1 {
  Notify['c1-n2'] { message +> 'db' }
  notify { 'c2-n1': loglevel => 'warning', withpath => true }
  @package { 'c2-pkg1': noop => false, loglevel => 'warning', ensure => 'absent' }
  service { ['c2-svc1', 'c2-svc2']: enable => false, hasrestart => false }
}
notify {
  default: loglevel => 'warning', tag => 'gamma';
  'n1': noop => false, tag => 'db';
  'n2': message => "${facts[hostname]} says hi";
}
[Notify['n1'], Notify['n2']] <~ File <|  |> ~> Service <| tag != 'alpha' |>
exec { 'run1': command => '/bin/true' }
user { 'user1': require => Notify['n1'], * => {  } }
exec { 'run2': command => '/bin/true', subscribe => Notify['n2'] }
package {
  default: notify => [Notify['n2']], loglevel => 'info';
  'pkg1': loglevel => 'info';
  'pkg2': loglevel => 'info';
}
File { ensure => 'directory', tag => ['gamma', 'alpha'] }
