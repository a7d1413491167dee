define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  File { noop => true }
}
class c1 {
  d1 { 'c1-d1-n1': level => 'v2' }
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: subscribe => Notify['c1-d1-n1-d11'], content => 'c' }
}
class c2 (
  Array[String] $p1 = [],
  Integer $p2 = 1,
) {
  contain c1
}
class c3 {
  User { loglevel => 'warning', tag => 'db' }
  notify { 'c3-n1': withpath => true, noop => false, loglevel => 'warning' }
}
Notify <| (message == 'x y' or title == 'n1') and tag != 'web' |>
exec {
  default: path => ['/bin', '/usr/bin'];
  'run1': command => '/usr/bin/env echo hi', tag => ['web', 'gamma'];
  'run2': command => '/usr/bin/env echo hi', noop => false;
  'run3': command => '/bin/true', tag => ['beta', 'db'], timeout => 30;
}
d1 { 'd1-n1': msg => 'v1' }
service { 'svc1': notify => Notify['d1-n1-d11'], loglevel => 'warning' }
@d1 { 'd1-n2': level => 'v2' }
Notify['d1-n1-d11'] -> Exec['run2'] <~ Exec['run3']
user { 'user1': tag => ['beta', 'web'] }
$v18 = { 'k' => 'v' }
realize(D1['d1-n2'])
D1 <|  |>
Service['svc1'] <- Exec['run3']
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize(D1['d1-n2'])
Notify <| (tag != 'alpha' and tag == 'gamma') and message == 'world' |>
notify { 'n1': loglevel => 'info', withpath => false, before => D1['d1-n2'] }
Exec['run3'] <~ Exec['run3'] -> Service['svc1']
tag 'web'
notify { ['n2', 'n3']: message => undef, withpath => false }
User { before => D1['d1-n2'], noop => false }
contain c2
d1 { 'd1-n3': level => 7 }
Service { ensure => 'stopped', before => Class['c2'] }
if tagged('alpha') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
