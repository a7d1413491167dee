define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
Notify <| message == 42 or title == 'n1' |>
service { ['svc1', 'svc2']: hasrestart => true, noop => false }
service { 'svc3': tag => 'beta', * => { 'ensure' => 'running' } }
@d1 { 'd1-n1': }
Service['svc3'] <~ Service['svc3'] ~> Service['svc3']
$v8 = { 'k' => 'v' }
@d1 { ['d1-n2', 'd1-n3']: }
realize(D1['d1-n3'])
notify { 'n1': loglevel => 'warning', tag => 'web' }
notify { ['n2', 'n3']: noop => true }
package {
  default: loglevel => 'info', ensure => 'latest';
  'pkg1': noop => true, loglevel => 'warning';
  'pkg2': require => D1['d1-n3'];
}
@d1 { 'd1-n4': extra => 'v2' }
d1 { ['d1-n5', 'd1-n6']: }
@exec { 'run1': command => '/usr/bin/env echo hi', timeout => 30, require => Notify['d1-n6-d12'], refreshonly => false }
exec { 'run2': path => ['/bin', '/usr/bin'], before => [Package['pkg2'], Notify['d1-n6-d11']] }
realize([D1['d1-n4'], D1['d1-n2']])
[Notify['n3']] <~ Notify <| message == 'x y' and tag != 'alpha' |>
file {
  default: mode => '0755', ensure => 'present';
  '/tmp/f1': mode => '0600';
}
D1 <| tag != 'beta' |>
package {
  default: before => Package['pkg2'];
  'pkg3': loglevel => 'info';
  'pkg4': before => Service['svc3'], ensure => 'installed';
  'pkg5': tag => ['db', 'beta'], loglevel => 'info';
}
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n4': notify => D1['d1-n4'] }
realize(Exec['run1'])
Notify { withpath => true, message => undef }
Notify { subscribe => D1['d1-n3'], require => Service['svc3'] }
Service['svc3'] { noop => false }
