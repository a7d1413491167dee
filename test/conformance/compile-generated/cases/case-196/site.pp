class c1 (
  String $p1 = 'abc',
  Array[String] $p2 = ['a', 'b'],
) {
  user { 'c1-user1': noop => true, tag => 'beta', managehome => true }
  Service <| message == 'hello' |> { noop => false }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: loglevel => 'warning' }
}
class c2 {
  Package { tag => 'db', noop => true }
  Notify <| tag != 'beta' |> { message => '' }
  package { 'c2-pkg1': ensure => 'latest' }
}
class c3 (
  String $p1 = 'x y',
  Variant[Integer, String] $p2 = 1,
) {
  require c1
  @notify { 'c3-n1': tag => 'db' }
}
$v11 = [1, 2]
package {
  default: tag => ['beta', 'alpha'], ensure => 'absent';
  'pkg1': noop => true;
  'pkg2': loglevel => 'warning';
  'pkg3': tag => 'db';
}
notify { ['n1', 'n2']: tag => 'gamma', require => Package['pkg1'] }
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', before => Package['pkg2'] }
contain c1
$v16 = [1, 2]
service { 'svc1': notify => Class['c1'] }
Package { require => Notify['c1-n2'], tag => 'alpha' }
@file { '/tmp/f1': tag => 'alpha' }
notify {
  default: subscribe => [Exec['run1'], Package['pkg1']], message => ['a', 'b'];
  'n3': withpath => false;
  'n4': message => 3.5;
}
user { ['user1', 'user2']: groups => ['adm', 'sudo'] }
Service { notify => Package['pkg2'], subscribe => Notify['n3'] }
contain c2
Service <|  |>
$v25 = 'val'
$v26 = { 'k' => 'v' }
