class c1 (
  Integer $p1 = 80,
  Array[String] $p2 = ['a', 'b'],
  String $p3 = 'x y',
) {
  @package { 'c1-pkg1': tag => ['alpha', 'beta'], * => { 'ensure' => '1.2.3' } }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  Package { tag => ['gamma', 'gamma'], noop => false }
  user {
    default: loglevel => 'warning';
    'c2-user1': shell => '/bin/sh';
    'c2-user2': groups => [];
    'c2-user3': tag => ['gamma', 'beta'];
  }
  user { 'c2-user4': noop => false, ensure => 'present' }
}
class c3 {
  exec { 'c3-run1': path => ['/bin', '/usr/bin'] }
  Notify <| title == 'n1' and tag == 'alpha' |>
  exec { ['c3-run2', 'c3-run3']: command => '/bin/true', tag => ['alpha', 'web'], loglevel => 'info' }
}
Notify <| ensure == 'running' |> <~ Notify <| message == 'hello' |>
Notify { tag => ['beta', 'gamma'], loglevel => 'warning' }
include c1
tag 'web'
tag 'gamma'
require c2
User { shell => '/bin/bash', tag => 'beta' }
package { ['pkg1', 'pkg2', 'pkg3']: noop => true, notify => [User['c2-user1']] }
notify { ['n1', 'n2', 'n3']: noop => false, loglevel => 'warning' }
Package <| message == 'x y' or message == 42 |>
[User['c2-user4'], Package['pkg3'], User['c2-user3']] <~ Notify['n2']
user { 'user1': noop => true }
@notify { 'n4': notify => User['c2-user1'] }
notify { 'n5': loglevel => 'warning', tag => ['web', 'beta'], message => 'world' }
