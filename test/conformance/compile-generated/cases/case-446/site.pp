class c1 (
  Boolean $p1 = true,
) {
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => '/usr/bin/env echo hi', noop => true }
  Package { noop => false }
  tag 'gamma'
  tag 'db'
}
contain c1
notify {
  default: tag => 'beta';
  'n1': require => Exec['c1-run1'];
  'n2': message => ['a', 'b'], noop => true;
  'n3': noop => false, message => 'multi
line';
}
require c1
@file { '/tmp/f1': require => Exec['c1-run1'] }
file { '/tmp/f2': noop => false }
notify { 'n4': message => 'x y', loglevel => 'info', before => Notify['n2'] }
user { 'user1': loglevel => 'warning', * => {  } }
User { uid => '300', tag => ['alpha', 'gamma'] }
Service { noop => true }
$v14 = [1, 2]
include c1
Notify['n3'] { withpath => false }
File <| ensure == 'running' |>
@user { 'user2': subscribe => Exec['c1-run2'], tag => ['beta', 'beta'], require => File['/tmp/f2'] }
Notify['n3'] ~> Notify <| tag == 'db' and ensure == 'running' |>
package { 'pkg1': before => Notify['n3'], notify => Exec['c1-run2'] }
service { 'svc1': ensure => 'running', hasrestart => true, subscribe => Package['pkg1'] }
realize([User['user2']])
Notify { noop => false, tag => ['web', 'beta'] }
notify { 'n5': withpath => true, message => 42 }
Exec['c1-run3'] <~ Service['svc1']
package { 'pkg2': ensure => 'absent' }
file { '/tmp/f3': mode => '0755', * => {  } }
User <| ensure == 'running' or tag == 'db' |>
service { 'svc2': noop => false, notify => [User['user1']], before => File['/tmp/f2'] }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc3': enable => false, ensure => 'running' }
notify { 'n6': withpath => false, * => { 'subscribe' => File['/tmp/f3'] } }
[Notify['n1'], Exec['c1-run1']] <- Exec['c1-run1']
