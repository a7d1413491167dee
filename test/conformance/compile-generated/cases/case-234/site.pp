class c1 (
  Optional[String] $p1 = 'o',
) {
  tag 'web'
  tag 'web'
  User <| ensure == 'present' |> { require +> Notify['ghost'] }
  notify {
    default: message => ['a', 'b'], noop => false;
    'c1-n1': loglevel => 'warning';
    'c1-n2': loglevel => 'warning', tag => 'beta';
  }
}
@notify {
  default: message => 42;
  'n1': tag => ['db', 'web'];
  'n2': noop => false, tag => 'db';
}
package { 'pkg1': tag => ['beta', 'beta'], loglevel => 'info' }
realize(Notify['n1'])
@package { ['pkg2', 'pkg3']: loglevel => 'warning' }
notify { ['n3', 'n4', 'n5']: loglevel => 'warning', before => [Package['pkg1']] }
@@notify { 'n6': noop => true }
Package <<| title == 'n4' or tag == 'web' |>>
Notify['n4'] ~> File <| tag == 'alpha' |> <- [Notify['n4'], Notify['n3']]
Package <| ensure == 'running' or title == 'n5' |>
class { 'c1': p1 => 'o' }
user { ['user1', 'user2']: before => Notify['n1'] }
Notify <|  |>
user { 'user3': shell => '/bin/sh', noop => false }
File <| ensure == 'directory' and tag != 'gamma' |> -> Notify['n1'] <- Notify['n3']
User['user3'] <~ Package['pkg1']
package { ['pkg4', 'pkg5', 'pkg6']: notify => [User['user3'], User['user1']] }
$v21 = { 'k' => 'v' }
contain c1
service { ['svc1', 'svc2', 'svc3']: enable => false }
Package['pkg5'] { tag +> 'alpha' }
Package['pkg1'] { require +> [Package['pkg4'], Notify['n1']] }
file { '/tmp/f1': noop => false, tag => ['beta', 'db'] }
notify { 'n7': require => Service['svc2'], before => Notify['n4'] }
$v28 = { 'k' => 'v' }
package { 'pkg7': noop => true, * => {  } }
Exec { tag => 'gamma', timeout => 30 }
include c1
Notify['n4'] { tag +> ['db', 'web'] }
Notify { require => [Package['pkg6'], User['user2']] }
User['user2'] ~> Notify['n5']
notify { 'n8': subscribe => Notify['n1'], tag => ['db', 'gamma'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user4': tag => ['db', 'web'] }
