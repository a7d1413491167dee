class c1 {
  notify { ['c1-n1', 'c1-n2']: message => 3.5 }
  notify {
    default: noop => true;
    'c1-n3': tag => ['beta', 'web'];
    'c1-n4': withpath => true, noop => true;
    'c1-n5': message => ['a', 'b'];
  }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  require c1
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: noop => true }
}
stage { 'pre': before => Stage['main'] }
require c2
include c2
Service { tag => ['gamma', 'db'] }
include c2
notify { ['n1', 'n2', 'n3']: withpath => false }
Service <| tag == 'beta' |>
Exec { timeout => 30 }
notify { ['n4', 'n5']: tag => ['beta', 'gamma'], subscribe => Notify['n2'] }
Notify['n2'] { require +> Notify['n1'] }
user {
  default: notify => Notify['c1-n4'], shell => '/bin/sh';
  'user1': groups => [];
}
File { mode => '0644' }
$v18 = [1, 2]
User['user1'] { noop => false }
Package { tag => 'web' }
User <| message == 42 |>
package { 'pkg1': noop => false, require => [Notify['n4'], Notify['n3']] }
[Notify['c1-n3']] <- [Package['pkg1']] <- Package['pkg1']
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', noop => true }
$v25 = { 'k' => 'v' }
Notify <| message == 42 |> { tag => ['gamma', 'web'] }
Service <| ensure == 'present' |> { require +> Service['c2-svc2'] }
contain c2
[Package['pkg1'], Notify['n1']] -> Notify['c1-n4']
