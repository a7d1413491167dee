class c1 (
  Optional[String] $p1 = undef,
  Variant[Integer, String] $p2 = 'one',
) {
  File <|  |>
  file { '/tmp/c1-f1': tag => ['gamma', 'beta'], * => { 'owner' => 'www-data' } }
  @user { 'c1-user1': groups => [], shell => '/bin/sh', tag => 'gamma' }
}
class c2 (
  Optional[String] $p1 = undef,
  Integer $p2 = 1,
) {
  file { '/tmp/c2-f1': owner => 'root', noop => false, content => "${p2}" }
  @user { 'c2-user1': groups => [] }
  require c1
}
class c3 (
  Optional[String] $p1 = undef,
) {
  require c2
  notify { 'c3-n1': loglevel => 'info' }
}
exec { 'run1': tag => ['web', 'beta'] }
notify {
  default: subscribe => Exec['run1'];
  'n1': noop => false, message => "${trusted[certname]} says hi";
}
require c3
tag 'gamma'
Package { tag => ['alpha', 'web'], noop => true }
service {
  default: enable => false;
  'svc1': ensure => 'running';
  'svc2': subscribe => Class['c3'], loglevel => 'info';
  'svc3': loglevel => 'info';
}
Notify { loglevel => 'info' }
Exec['run1'] -> Service['svc2'] ~> Service['svc1']
Notify['c3-n1'] -> Notify['n1']
notify { 'n2': before => Service['svc2'] }
Exec { path => ['/bin', '/usr/bin'] }
File <| title == 'n1' and message == 42 |> { require => Notify['n2'] }
[Service['svc2'], Notify['n2']] <~ Class['c3']
notify { 'n3': withpath => false, * => { 'message' => 'x y' } }
@@exec { ['run2', 'run3', 'run4']: tag => 'alpha', command => '/bin/true' }
exec { 'run5': command => 'touch /tmp/x', * => { 'noop' => true } }
Service['svc2'] { tag +> ['beta', 'db'] }
include c3
@@exec { 'run6': command => '/bin/true', tag => ['beta', 'db'], refreshonly => true, loglevel => 'warning' }
notify { 'n4': message => undef, * => {  } }
notify { 'n5': tag => 'web', before => Notify['c3-n1'] }
