class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Enum['a', 'b'] $p2 = 'b',
  Boolean $p3 = true,
) {
  Service { ensure => 'stopped' }
  tag 'beta'
  tag 'db'
  exec { 'c1-run1': command => '/usr/bin/env echo hi', timeout => 30 }
}
Notify { tag => ['db', 'gamma'] }
notify { ['n1', 'n2', 'n3']: message => undef }
Notify['n3'] { withpath => true }
service { 'svc1': notify => [Notify['n2'], Notify['n3']], hasrestart => true }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
tag 'db'
notify { 'n4': loglevel => 'info', before => Notify['n2'], tag => 'gamma' }
Exec['c1-run1'] <- Notify['n1']
service { 'svc2': tag => ['db', 'db'], subscribe => [Notify['n1']] }
notify { 'n5': require => Notify['n4'] }
Service <| ensure == 'running' |>
tag 'web'
notify {
  default: noop => false;
  'n6': tag => ['alpha', 'beta'], before => Notify['n4'];
  'n7': withpath => false, tag => ['beta', 'db'];
  'n8': subscribe => Notify['n5'], notify => Notify['n3'];
}
tag 'beta'
notify { 'n9': loglevel => 'info', noop => true, tag => ['alpha', 'web'] }
[Notify['n2'], Notify['n4']] <~ Notify <| ensure == 'present' and tag == 'db' |>
Exec['c1-run1'] -> [Notify['n2']]
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], notify => Notify['n5'] }
File { subscribe => [Notify['n7'], Service['svc1']], require => Notify['n6'] }
tag 'gamma'
notify { 'n10': subscribe => Notify['n8'] }
service { ['svc3', 'svc4']: ensure => 'running', before => Notify['n9'] }
notify { ['n11', 'n12', 'n13']: loglevel => 'warning' }
notify { ['n14', 'n15', 'n16']: require => Class['c1'] }
Notify['n7'] { require +> Notify['n4'] }
Notify['n13'] { tag +> ['web', 'beta'] }
require c1
include c1
exec { 'run2': tag => 'alpha', * => {  } }
Notify['n4'] ~> Notify['n4']
Exec <| tag == 'web' and title == 'n7' |> { noop => true }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
