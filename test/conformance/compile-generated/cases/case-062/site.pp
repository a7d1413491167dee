define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => $msg }
}
class c1 {
  d1 { 'c1-d1-n1': msg => 'v2' }
  notify { 'c1-n1': require => Notify['c1-d1-n1-d11'] }
  notify { 'c1-n2': message => 42, notify => Notify['c1-d1-n1-d11'] }
  @notify {
    default: message => 'world';
    'c1-n3': before => Notify['c1-d1-n1-d12'];
  }
}
user { ['user1', 'user2', 'user3']: managehome => false }
notify { ['n1', 'n2', 'n3']: tag => 'db' }
Notify['n2'] <- Notify['n2'] <- Service <|  |>
package { 'pkg1': notify => Notify['n2'], tag => ['gamma', 'db'] }
user { ['user4', 'user5']: uid => 30, tag => 'alpha' }
User { uid => 30, groups => ['adm', 'sudo'] }
Service <| tag != 'beta' |> -> User['user1'] ~> User['user2']
$v15 = { 'k' => 'v' }
notify { ['n4', 'n5', 'n6']: withpath => false, before => User['user1'] }
user { 'user6': subscribe => User['user4'], loglevel => 'info', groups => ['adm', 'sudo'] }
User['user5'] <~ [User['user1'], Notify['n3']] -> User['user5']
User['user5'] { require +> [User['user4'], Notify['n6']] }
tag 'beta'
@service { 'svc1': require => User['user1'], loglevel => 'warning', before => Notify['n1'] }
user { 'user7': require => Notify['n2'], ensure => 'absent', managehome => false }
$v23 = { 'k' => 'v' }
include c1
file { ['/tmp/f1', '/tmp/f2']: require => User['user5'] }
package {
  default: subscribe => User['user6'];
  'pkg2': subscribe => [Notify['c1-n2']];
  'pkg3': tag => ['web', 'db'], notify => [User['user5'], Notify['c1-n1']];
}
@d1 { 'd1-n1': }
D1 <| ensure == 'running' |>
notify { 'n7': message => 'x y', tag => 'beta' }
