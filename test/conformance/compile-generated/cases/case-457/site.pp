class c1 {
  service {
    default: loglevel => 'warning', noop => false;
    'c1-svc1': tag => 'gamma';
  }
}
File <| title == 'n1' |>
notify { 'n1': message => ['a', 'b'], withpath => false }
notify { 'n2': tag => 'db', before => Notify['n1'], subscribe => Notify['n1'] }
[Notify['n2'], Notify['n1']] <- Notify['n1']
Notify { message => 'world', noop => true }
tag 'alpha'
Notify['n1'] <- Notify['n2']
Service { before => Notify['n1'], ensure => 'stopped' }
notify { 'n3': notify => Notify['n1'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: content => "${trusted[certname]}", mode => '0600' }
notify { 'n4': message => "${module_name} says hi", withpath => true }
File['/tmp/f2'] { require +> Notify['n1'] }
package { 'pkg1': before => File['/tmp/f2'], require => Notify['n2'] }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package['pkg1'] { noop => true }
service { 'svc1': subscribe => Notify['n1'], noop => false, require => Notify['n4'] }
notify {
  default: before => [Notify['n1'], Service['svc1']];
  'n5': loglevel => 'info';
}
notify { 'n6': subscribe => File['/tmp/f3'], * => {  } }
$v21 = { 'k' => 'v' }
@user { 'user1': ensure => 'present', * => {  } }
@package { ['pkg2', 'pkg3']: ensure => 'absent', require => File['/tmp/f2'] }
class { 'c1': }
exec { 'run1': refreshonly => true, command => 'touch /tmp/x' }
User { before => Notify['n5'] }
notify { ['n7', 'n8']: loglevel => 'info', tag => 'web' }
File['/tmp/f3'] -> Notify['ghost']
