define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
}
notify { 'n1': loglevel => 'info', tag => ['alpha', 'web'], message => 'multi
line' }
exec { 'run1': command => '/usr/bin/env echo hi', timeout => 1001, before => Notify['n1'] }
Exec['run1'] { noop => false }
notify { 'n2': tag => ['web', 'beta'], loglevel => 'info' }
tag 'db'
service { ['svc1', 'svc2', 'svc3']: noop => false }
exec { 'run2': command => '/usr/bin/env echo hi', subscribe => Service['svc3'], require => Notify['n1'], tag => ['gamma', 'web'] }
service { ['svc4', 'svc5']: require => Service['svc3'], tag => 'beta' }
d1 { ['d1-n1', 'd1-n2']: }
File { loglevel => 'info', owner => 'root' }
Notify['n1'] -> [Service['svc1'], Notify['n1']]
d2 { 'd2-n1': }
package { 'pkg1': tag => ['beta', 'web'], noop => true }
Notify <|  |>
notify { ['n3', 'n4']: before => Service['svc4'] }
tag 'beta'
