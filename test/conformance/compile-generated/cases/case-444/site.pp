class c1 {
  
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'b',
) {
  include c1
  @package { 'c2-pkg1': noop => false, tag => ['alpha', 'gamma'], ensure => 'latest' }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: ensure => 'stopped' }
  package { ['c2-pkg2', 'c2-pkg3']: tag => ['beta', 'db'] }
}
require c2
exec { 'run1': loglevel => 'info' }
Package['c2-pkg3'] -> Package['c2-pkg3']
tag 'alpha'
@@exec { 'run2': command => 'touch /tmp/x', tag => 'db', noop => false }
$v11 = 'val'
Notify <| ensure == 'present' |> { message => 3.5 }
contain c1
notify {
  default: tag => 'beta';
  'n1': require => [Service['c2-svc1'], Exec['run1']];
  'n2': subscribe => Package['c2-pkg3'], loglevel => 'info';
  'n3': message => "${trusted[certname]} says hi";
}
@file { '/tmp/f1': require => [Exec['run1'], Service['c2-svc1']] }
$v16 = [1, 2]
notify { 'n4': message => 'x y', loglevel => 'info', before => [Service['c2-svc3'], Package['c2-pkg3']] }
