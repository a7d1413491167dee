class c1 (
  Array[String] $p1 = ['x'],
  Variant[Integer, String] $p2 = 1,
) {
  tag 'db'
  user {
    default: noop => false, loglevel => 'warning';
    'c1-user1': shell => '/bin/bash', managehome => true;
    'c1-user2': noop => false;
  }
  File { mode => '0600', loglevel => 'info' }
}
$v4 = 'val'
$v5 = [1, 2]
notify { ['n1', 'n2', 'n3']: message => "${module_name} says hi", withpath => true }
notify { 'n4': notify => Notify['n2'], * => { 'require' => Notify['n1'] } }
notify {
  default: notify => Notify['n3'];
  'n5': subscribe => Notify['n3'];
  'n6': tag => 'alpha', withpath => true;
  'n7': notify => Notify['n1'], message => "${facts[hostname]} says hi";
}
package { 'pkg1': noop => true }
class { 'c1': p1 => ['x'] }
tag 'web'
notify { 'n8': require => Notify['n4'] }
require c1
notify { 'n9': loglevel => 'info' }
Notify <| ensure == 'present' |> <- Class['c1'] ~> Service <|  |>
contain c1
notify { 'n10': require => Notify['n4'] }
notify { 'n11': before => Class['c1'] }
include c1
package { 'pkg2': tag => 'gamma' }
Notify['n4'] { tag +> ['web', 'alpha'] }
package { 'pkg3': noop => true, * => { 'tag' => 'web' } }
tag 'gamma'
[Notify['n4']] -> [Notify['n6']]
user { 'user1': subscribe => [Notify['n6']], groups => 'users', managehome => false }
contain c1
@notify { 'n12': require => User['c1-user2'], before => Class['c1'] }
Notify { subscribe => Notify['n9'] }
