define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
class c1 {
  tag 'beta'
}
class c2 {
  File { owner => 'www-data' }
}
$v7 = 'val'
notify {
  default: message => 'multi
line', tag => 'web';
  'n1': tag => ['web', 'db'];
  'n2': message => '';
  'n3': noop => false;
}
User <| title == 'n1' |>
file { '/tmp/f1': require => Notify['n3'], before => Notify['n2'], notify => Notify['n2'] }
exec { ['run1', 'run2']: timeout => 1001, before => Notify['n3'] }
notify { 'n4': message => '', before => Notify['n1'], loglevel => 'warning' }
package { ['pkg1', 'pkg2']: ensure => 'installed' }
tag 'beta'
@notify { 'n5': loglevel => 'info' }
include c1
tag 'web'
User { shell => '/bin/sh', notify => Notify['n1'] }
notify { 'n6': tag => ['alpha', 'db'] }
@d1 { 'd1-n1': extra => 7 }
Exec['run2'] { noop => false }
notify { 'n7': require => Notify['n3'], message => 'world' }
user { 'user1': uid => 1001, tag => 'db' }
package {
  default: noop => false, before => Notify['n2'];
  'pkg3': tag => 'beta';
  'pkg4': notify => [Notify['n1']];
  'pkg5': before => Notify['n2'];
}
[Package['pkg2']] <~ Notify['n3'] -> File['/tmp/f1']
file { '/tmp/f2': before => Notify['n6'], mode => '0600', notify => Package['pkg4'] }
realize([Notify['n5'], D1['d1-n1']])
notify { 'n8': tag => 'db', loglevel => 'info' }
@@exec {
  default: command => 'touch /tmp/x', notify => User['user1'], tag => 'web';
  'run3': command => 'touch /tmp/x', refreshonly => false;
  'run4': tag => 'db', path => ['/bin', '/usr/bin'];
}
d1 { 'd1-n2': level => 7 }
$v31 = 'val'
