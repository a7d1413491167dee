service { ['svc1', 'svc2']: tag => ['web', 'gamma'] }
Notify { tag => 'alpha' }
[Service['svc1']] ~> [Service['svc1']] -> [Service['svc2']]
@@service { 'svc3': notify => Service['svc2'], ensure => 'stopped' }
notify { 'n1': subscribe => Service['svc1'], * => {  } }
Notify { noop => false }
Notify { before => Notify['n1'] }
package { 'pkg1': tag => ['db', 'alpha'], * => {  } }
Notify <| tag == 'gamma' |> { tag => ['alpha', 'gamma'] }
@package { ['pkg2', 'pkg3']: subscribe => [Service['svc1']] }
Package <| (ensure == 'present' or message == 42) and title == 'pkg1' |> { noop => true }
user { 'user1': before => Package['pkg1'], managehome => false }
Package <| tag != 'web' and tag != 'web' |> { noop => true }
