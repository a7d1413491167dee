class c1 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 1,
) {
  package { 'c1-pkg1': ensure => '1.2.3' }
  Notify { withpath => false, message => 'x y' }
  User <| (title == 'n1' or message == 'x y') and ensure == 'directory' |> { noop => true }
}
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
class { 'c1': p1 => 'o' }
Package { noop => false, notify => Package['c1-pkg1'] }
User <| tag == 'alpha' |> { noop => true }
service { 'svc1': hasrestart => false }
[Package['c1-pkg1'], Service['svc1']] <- Package['c1-pkg1']
user { ['user1', 'user2', 'user3']: ensure => 'absent' }
user { ['user4', 'user5']: tag => 'db' }
$v13 = [1, 2]
$v14 = [1, 2]
@notify {
  default: subscribe => User['user5'];
  'n1': loglevel => 'warning', message => 'world';
  'n2': require => User['user2'];
  'n3': message => 42, before => [User['user4']];
}
require c1
realize(Notify['n3'])
exec { 'run1': command => '/usr/bin/env echo hi', * => { 'require' => User['user1'], 'notify' => [User['user5']] } }
realize([Notify['n3']])
package { 'pkg1': before => Notify['n3'], require => User['user1'] }
User['user3'] -> User['user5']
[User['user4'], Notify['n3']] <~ Exec['run1']
Notify <| (message == 'hello' or tag != 'beta') and ensure == 'running' |>
Notify <| ensure == 'directory' |>
notify {
  default: withpath => false, require => User['user3'];
  'n4': loglevel => 'warning', require => Package['pkg1'];
  'n5': tag => 'gamma';
  'n6': loglevel => 'info';
}
$v26 = [1, 2]
User { ensure => 'present' }
realize(Notify['n2'])
notify {
  default: tag => ['beta', 'web'];
  'n7': withpath => true;
  'n8': noop => false, loglevel => 'warning';
}
if defined(User['user4']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec['run1'] { before +> Notify['n3'] }
Class['c1'] -> Service <| title == 'user3' |>
service { ['svc2', 'svc3', 'svc4']: enable => true }
realize([Notify['n1'], Notify['n2']])
notify { ['n9', 'n10', 'n11']: require => [Service['svc2'], User['user1']], message => '' }
exec { 'run2': notify => Notify['n5'] }
file { '/tmp/f1': owner => 'root' }
package { ['pkg2', 'pkg3']: subscribe => Notify['n3'] }
