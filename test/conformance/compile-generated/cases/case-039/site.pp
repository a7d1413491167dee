define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
service { 'svc1': subscribe => [Notify['d1-n1-d11']], ensure => 'running', enable => true }
exec { 'run1': command => '/usr/bin/env echo hi', noop => true }
@@file { '/tmp/f1': tag => 'beta' }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: owner => 'www-data', notify => Exec['run1'] }
exec { ['run2', 'run3', 'run4']: command => '/usr/bin/env echo hi', subscribe => Notify['d1-n1-d11'], noop => true }
d1 { 'd1-n3': }
File['/tmp/f3'] { noop => true }
package { ['pkg1', 'pkg2']: subscribe => [Exec['run3']] }
Exec['run2'] { tag => 'beta' }
Service['svc1'] ~> Notify['d1-n3-d11'] ~> File['/tmp/f2']
@package { 'pkg3': notify => [Notify['d1-n1-d11']], tag => 'gamma', require => Exec['run2'] }
d1 { 'd1-n4': }
$v15 = [1, 2]
notify { 'n1': require => [Notify['d1-n2-d11'], File['/tmp/f4']] }
Package['pkg2'] { before +> Service['svc1'] }
exec {
  default: path => ['/bin', '/usr/bin'], command => 'touch /tmp/x';
  'run5': subscribe => File['/tmp/f2'];
}
notify {
  default: tag => ['gamma', 'db'];
  'n2': withpath => true, notify => Exec['run4'];
  'n3': tag => ['gamma', 'beta'];
}
service { 'svc2': before => Exec['run5'], ensure => 'running', notify => Exec['run4'] }
notify { 'n4': noop => true, message => "${trusted[certname]} says hi" }
d1 { 'd1-n5': extra => 'v2' }
notify { 'n5': message => true, noop => false, subscribe => Notify['n1'] }
File['/tmp/f2'] { require +> Exec['run1'] }
service { ['svc3', 'svc4', 'svc5']: ensure => 'stopped', loglevel => 'warning' }
$v26 = [1, 2]
service { 'svc6': enable => false, tag => ['gamma', 'gamma'] }
$v28 = [1, 2]
$v29 = { 'k' => 'v' }
realize([Package['pkg3']])
File { tag => ['beta', 'alpha'] }
d1 { 'd1-n6': }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n6': noop => false, before => Notify['d1-n1-d11'] }
@@user { 'user1': uid => 30, groups => 'users', subscribe => [Notify['n6'], Notify['d1-n6-d11']] }
