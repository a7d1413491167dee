class c1 (
  Integer $p1 = 1,
  Boolean $p2 = true,
  Boolean $p3 = true,
) {
  Notify <|  |>
}
contain c1
notify { 'n1': noop => false, tag => ['gamma', 'alpha'], message => undef }
@notify { ['n2', 'n3']: withpath => true }
service { 'svc1': notify => Notify['n1'], subscribe => Notify['n1'], noop => false }
Notify['n1'] { before => Notify['n1'] }
if defined(Service['svc1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec { timeout => 30, tag => ['beta', 'db'] }
require c1
service { 'svc2': tag => ['db', 'gamma'], ensure => 'running' }
Exec { refreshonly => false }
@@package { 'pkg1': subscribe => Notify['n1'], before => Notify['n1'] }
Notify['n1'] -> Notify['n1'] <~ Notify['n1']
$v15 = { 'k' => 'v' }
@notify { 'n4': require => Service['svc2'], message => "${trusted[certname]} says hi" }
notify { 'n5': message => undef }
@exec { ['run1', 'run2']: command => '/bin/true', require => Service['svc1'] }
notify { 'n6': message => "${trusted[certname]} says hi", before => Service['svc2'] }
user { 'user1': loglevel => 'warning', groups => 'users' }
realize([Exec['run1']])
Service['svc2'] ~> Notify['n6']
User { loglevel => 'info' }
package {
  default: noop => false, tag => 'db';
  'pkg2': tag => 'beta';
}
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n7': notify => [Exec['run1'], Notify['n1']], withpath => true }
notify { ['n8', 'n9']: require => Class['c1'] }
