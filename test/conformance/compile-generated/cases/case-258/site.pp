define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, tag => 'alpha' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg, tag => 'db' }
  d1 { "${name}-in": }
}
exec { 'run1': command => '/usr/bin/env echo hi', loglevel => 'info', timeout => 1001 }
Notify { noop => false }
exec { 'run2': command => 'touch /tmp/x', subscribe => Exec['run1'], tag => ['beta', 'gamma'], noop => true }
notify { ['n1', 'n2', 'n3']: before => Exec['run2'] }
exec {
  default: notify => Notify['n3'], require => Exec['run1'];
  'run3': command => '/bin/true', timeout => 30;
}
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
Notify['d1-n1-d11'] <~ Notify['n3'] <- [Exec['run2']]
$v13 = [1, 2]
Notify <| tag == 'gamma' and title == 'd1-n2-d12' |>
user { 'user1': subscribe => Notify['d1-n2-d11'] }
$v16 = 'val'
service { 'svc1': notify => Notify['n2'], * => {  } }
Service { before => Service['svc1'] }
Exec['run2'] { before => Exec['run3'] }
@file { ['/tmp/f1', '/tmp/f2']: owner => 'root', require => Notify['n1'] }
d2 { 'd2-n1': msg => 'v2' }
realize([File['/tmp/f2']])
File { loglevel => 'warning', noop => false }
Service['svc1'] { require +> Notify['n3'] }
exec { 'run4': command => '/usr/bin/env echo hi', timeout => 30 }
service { ['svc2', 'svc3']: hasrestart => true }
notify { 'n4': withpath => false, before => [Exec['run3'], Exec['run1']], noop => false }
notify { 'n5': tag => ['beta', 'gamma'], withpath => true, message => "${trusted[certname]} says hi" }
service { ['svc4', 'svc5']: enable => false }
