define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra, tag => 'alpha' }
}
class c1 {
  tag 'db'
  d1 { 'c1-d1-n1': extra => 7 }
  file {
    default: subscribe => Notify['c1-d1-n1-d12'];
    '/tmp/c1-f1': loglevel => 'warning', notify => Notify['c1-d1-n1-d11'];
  }
  d1 { 'c1-d1-n2': extra => 'v2' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  tag 'web'
  Service { ensure => 'stopped' }
  Notify { withpath => true }
}
@package { ['pkg1', 'pkg2', 'pkg3']: tag => ['db', 'gamma'] }
notify { 'n1': noop => false }
notify { ['n2', 'n3', 'n4']: withpath => true }
d1 { ['d1-n1', 'd1-n2']: extra => 'v1' }
require c1
notify { 'n5': notify => Notify['n2'] }
Notify['n4'] { require +> Notify['d1-n1-d11'] }
class { 'c2': p1 => 'a' }
Notify['n1'] <~ Notify['d1-n1-d11'] ~> Notify['c1-d1-n2-d11']
[Notify['n1'], Notify['c1-d1-n1-d11'], Notify['d1-n1-d11']] <~ [Notify['d1-n2-d11']] -> Notify['n3']
@@exec { 'run1': command => '/usr/bin/env echo hi', timeout => '300', noop => true, require => Notify['d1-n1-d11'] }
$v23 = { 'k' => 'v' }
include c2
d1 { 'd1-n3': extra => 7 }
Package <| tag != 'gamma' and ensure == 'running' |> { tag +> ['alpha', 'beta'] }
package {
  default: require => Notify['n1'], tag => 'alpha';
  'pkg4': noop => true;
  'pkg5': notify => Notify['c1-d1-n1-d12'], tag => 'db';
}
File['/tmp/c1-f1'] -> Notify['n2'] ~> Notify['c1-d1-n2-d11']
user { 'user1': noop => true }
include c2
