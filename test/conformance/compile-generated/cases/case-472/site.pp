class c1 (
  Boolean $p1 = false,
) {
  package { 'c1-pkg1': noop => false, * => {  } }
  Notify <|  |>
  tag 'db'
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) inherits c1 {
  Package['c1-pkg1'] { noop => 'web' }
  file { '/tmp/c2-f1': tag => ['beta', 'alpha'], owner => 'root', content => 'c' }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: loglevel => 'info' }
  notify { ['c2-n4', 'c2-n5', 'c2-n6']: loglevel => 'info' }
  File <| (ensure == 'directory' or ensure == 'directory') and message == 'world' |>
}
service { 'svc1': enable => false, tag => ['alpha', 'beta'] }
class { 'c1': p1 => false }
notify { 'n1': tag => ['beta', 'db'], noop => true }
contain c2
Notify['n1'] { before => Class['c1'] }
$v14 = [1, 2]
file {
  default: tag => ['gamma', 'alpha'];
  '/tmp/f1': subscribe => Class['c1'];
  '/tmp/f2': ensure => 'directory', content => "${trusted[certname]}";
}
$v16 = 'val'
package {
  default: loglevel => 'info', ensure => '1.2.3';
  'pkg1': tag => ['web', 'alpha'];
  'pkg2': subscribe => [Notify['c2-n3']];
  'pkg3': before => Service['svc1'], tag => 'beta';
}
File <| tag == 'gamma' |>
file { '/tmp/f3': ensure => 'present' }
service { 'svc2': loglevel => 'info', ensure => 'stopped', enable => false }
User { notify => Package['pkg2'], managehome => true }
file { '/tmp/f4': ensure => 'file', * => {  } }
service { 'svc3': subscribe => Class['c2'], notify => [Notify['c2-n4'], File['/tmp/f1']] }
Service['svc3'] { noop => false }
notify { 'n2': tag => ['web', 'web'], notify => Notify['c2-n6'] }
exec { 'run1': command => '/bin/true', noop => false, refreshonly => true }
notify { ['n3', 'n4']: require => File['/tmp/f3'], tag => ['gamma', 'beta'] }
notify { 'n5': noop => false, message => true }
Notify['n5'] <- Notify['n5']
$v30 = 'val'
include c1
Notify['c2-n4'] -> [Package['pkg2'], File['/tmp/c2-f1'], Notify['c2-n5']]
Notify <| tag != 'db' |>
service { 'svc4': notify => Service['svc3'], hasrestart => true, enable => true }
notify {
  default: noop => true;
  'n6': subscribe => Class['c1'];
  'n7': noop => true;
  'n8': subscribe => Class['c1'], loglevel => 'info';
}
notify { 'n9': tag => 'gamma', before => Notify['n7'] }
@notify { 'n10': message => "${module_name} says hi", subscribe => Notify['n9'] }
Package['pkg1'] <~ File['/tmp/c2-f1'] <~ File['/tmp/f3']
