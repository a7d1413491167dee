class c1 (
  String $p1 = 's',
  Boolean $p2 = true,
) {
  Exec <| ensure == 'present' |>
}
notify { 'n1': withpath => false, tag => 'gamma', loglevel => 'info' }
@@user {
  default: uid => '300';
  'user1': groups => ['adm', 'sudo'];
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v6 = [1, 2]
exec { ['run1', 'run2', 'run3']: command => '/bin/true', tag => ['gamma', 'db'] }
package { 'pkg1': require => [Exec['run2']], * => {  } }
tag 'beta'
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n2', 'n3', 'n4']: before => Notify['n1'] }
notify { 'n5': withpath => false }
@package { 'pkg2': ensure => 'latest', notify => Package['pkg1'], noop => false }
package { 'pkg3': notify => [Notify['n2']], require => Exec['run2'] }
file { '/tmp/f1': subscribe => Notify['n3'], tag => 'gamma' }
Package['pkg1'] { noop => true }
$v18 = 'val'
Package <<| (title == 'n2' or tag == 'web') and title == 'n4' |>>
package { 'pkg4': tag => 'web' }
package { 'pkg5': ensure => 'absent' }
Exec['run1'] { noop => false }
$v23 = { 'k' => 'v' }
file { '/tmp/f2': noop => true }
exec { 'run4': command => '/usr/bin/env echo hi', timeout => 1001, loglevel => 'warning', noop => false }
exec { ['run5', 'run6']: subscribe => File['/tmp/f2'], command => '/usr/bin/env echo hi' }
Notify { withpath => true }
service { 'svc1': subscribe => [File['/tmp/f2']], loglevel => 'warning', hasrestart => false }
contain c1
realize(Package['pkg2'])
realize(Package['pkg2'])
notify {
  default: message => "${trusted[certname]} says hi";
  'n6': noop => true, notify => [Exec['run3'], File['/tmp/f1']];
  'n7': withpath => true, noop => true;
}
File['/tmp/f1'] { require +> Package['pkg2'] }
Exec['run5'] -> Service['svc1']
user { 'user2': tag => 'web', uid => 30 }
file { '/tmp/f3': mode => '0644', * => {  } }
