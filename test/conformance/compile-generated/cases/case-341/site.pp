define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
  File { noop => true }
}
@exec { ['run1', 'run2', 'run3']: path => ['/bin', '/usr/bin'], loglevel => 'warning' }
d1 { ['d1-n1', 'd1-n2']: }
Package { tag => 'beta' }
file { '/tmp/f1': subscribe => Notify['d1-n2-d11'] }
service { ['svc1', 'svc2', 'svc3']: tag => 'alpha' }
notify { 'n1': noop => false, * => {  } }
d1 { ['d1-n3', 'd1-n4']: extra => 'v2' }
realize(Exec['run3'])
exec { ['run4', 'run5', 'run6']: tag => ['beta', 'web'], subscribe => Notify['d1-n3-d11'] }
Notify <| message == 42 and tag == 'web' |> { require => Service['svc3'] }
d1 { 'd1-n5': extra => 'v2' }
@file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: require => Notify['d1-n4-d11'] }
notify { 'n2': tag => 'web' }
$v16 = [1, 2]
notify { 'n3': subscribe => File['/tmp/f1'], require => Exec['run3'], withpath => true }
@notify { 'n4': withpath => false, require => Exec['run6'], subscribe => Notify['n3'] }
Notify['d1-n2-d11'] <~ Notify <| ensure == 'directory' |> -> Notify['d1-n3-d11']
[Notify['d1-n2-d11'], Notify['n3']] -> Notify['n2'] -> Exec['run3']
d1 { 'd1-n6': extra => 7 }
service { 'svc4': loglevel => 'warning', enable => true }
d1 { 'd1-n7': extra => 'v2' }
package { 'pkg1': noop => false }
d1 { ['d1-n8', 'd1-n9']: extra => 'v1' }
package { 'pkg2': subscribe => File['/tmp/f1'], ensure => 'latest' }
service {
  default: noop => true, loglevel => 'info';
  'svc5': tag => 'beta', noop => true;
}
notify { ['n5', 'n6']: notify => Notify['d1-n9-d11'] }
d1 { 'd1-n10': extra => 'v1' }
notify { 'n7': noop => true, * => {  } }
d1 { ['d1-n11', 'd1-n12']: }
Notify['n7'] { require => Notify['n1'] }
Exec['run3'] <- [Service['svc2'], Notify['n3'], Package['pkg2']]
