define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
Service <|  |>
tag 'gamma'
Notify <| tag != 'alpha' |> <- Notify <| tag != 'alpha' and tag == 'db' |> <- Notify <|  |>
notify {
  default: message => "${module_name} says hi", tag => 'web';
  'n1': noop => false, loglevel => 'warning';
  'n2': tag => 'db', withpath => true;
}
File <| ensure == 'directory' |>
[Notify['n1'], Notify['n2']] -> [Notify['n2']]
@user {
  default: notify => Notify['n2'], before => [Notify['n2']];
  'user1': require => [Notify['n1']], shell => '/bin/bash';
  'user2': tag => 'beta';
  'user3': uid => 30;
}
User { tag => 'db' }
Notify['n2'] <- [Notify['n2'], Notify['n1']] ~> Notify['n1']
@notify { 'n3': message => 3.5 }
Notify { tag => ['alpha', 'db'] }
exec { 'run1': command => '/bin/true', refreshonly => false, noop => false, tag => ['db', 'gamma'] }
service {
  default: tag => 'db';
  'svc1': before => Exec['run1'], loglevel => 'info';
  'svc2': ensure => 'stopped', tag => ['web', 'beta'];
  'svc3': subscribe => Notify['n2'], hasrestart => false;
}
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
service { 'svc4': tag => ['db', 'gamma'] }
service { 'svc5': enable => false }
user { 'user4': tag => ['gamma', 'beta'], loglevel => 'info', uid => 1001 }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': subscribe => Exec['run1'], * => { 'owner' => 'www-data' } }
package { 'pkg1': noop => true, ensure => '1.2.3' }
service { ['svc6', 'svc7']: notify => Service['svc3'], tag => ['db', 'db'] }
d1 { ['d1-n3', 'd1-n4']: }
d1 { 'd1-n5': level => 'v1' }
d1 { ['d1-n6', 'd1-n7']: }
notify { 'n4': before => Service['svc7'], require => Package['pkg1'], message => true }
tag 'alpha'
$v29 = { 'k' => 'v' }
notify { ['n5', 'n6']: tag => 'db', withpath => true }
@exec {
  default: command => '/bin/true', timeout => 1001;
  'run2': subscribe => Notify['d1-n2-d11'];
  'run3': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
  'run4': command => '/bin/true', tag => 'gamma';
}
file { ['/tmp/f2', '/tmp/f3']: mode => '0600' }
tag 'web'
if defined(Service['svc3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n7': require => [Notify['d1-n2-d11'], Notify['n6']] }
@notify { 'n8': tag => ['alpha', 'beta'], notify => Notify['d1-n4-d11'] }
file { '/tmp/f4': subscribe => Service['svc3'] }
package { 'pkg2': tag => 'alpha' }
