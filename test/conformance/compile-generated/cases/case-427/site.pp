class c1 (
  Boolean $p1 = false,
  Array[String] $p2 = [],
  Variant[Integer, String] $p3 = 'one',
) {
  notify { 'c1-n1': withpath => false }
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: tag => 'beta', loglevel => 'warning' }
}
class c2 (
  Boolean $p1 = false,
  Boolean $p2 = true,
) inherits c1 {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => "${p1} says hi", tag => 'alpha' }
}
@notify { 'n1': withpath => false, message => "${facts[hostname]} says hi" }
notify { 'n2': loglevel => 'warning', withpath => true }
$v7 = 'val'
@package { ['pkg1', 'pkg2']: subscribe => Notify['n2'], tag => 'gamma' }
@@user { ['user1', 'user2', 'user3']: uid => '300' }
file { '/tmp/f1': content => 'data', tag => ['gamma', 'alpha'] }
[File['/tmp/f1'], Notify['n2']] ~> Notify['n2'] <~ File['/tmp/f1']
user { ['user4', 'user5', 'user6']: subscribe => File['/tmp/f1'], managehome => true }
service { 'svc1': enable => false, noop => false }
Package <| ensure == 'running' or tag == 'db' |>
file {
  default: tag => 'alpha', content => "${trusted[certname]}";
  '/tmp/f2': tag => 'db', require => User['user6'];
  '/tmp/f3': owner => 'www-data';
  '/tmp/f4': subscribe => File['/tmp/f1'];
}
notify { ['n3', 'n4']: loglevel => 'info' }
notify { 'n5': loglevel => 'info' }
Package <<| tag == 'beta' |>>
@package { ['pkg3', 'pkg4']: loglevel => 'info' }
User { noop => false, tag => 'alpha' }
notify {
  default: message => '';
  'n6': tag => ['beta', 'beta'];
}
contain c2
Notify['c2-n1'] -> User['user5'] <~ Notify['c2-n1']
realize([Package['pkg2'], Package['pkg3']])
@notify { 'n7': notify => Class['c2'], before => Notify['c2-n2'], require => [Package['c1-pkg2']] }
