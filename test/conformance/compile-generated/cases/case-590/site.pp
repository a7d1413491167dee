class c1 (
  Array[String] $p1 = [],
  String $p2 = 'x y',
) {
  
}
class c2 inherits c1 {
  Notify { noop => false, message => '' }
  exec { 'c2-run1': loglevel => 'info', * => { 'command' => '/bin/true' } }
  notify { 'c2-n1': noop => false }
}
include c2
Class['c2'] <~ Notify['c2-n1'] <- Service <| (tag == 'beta' or ensure == 'present') and tag == 'beta' |>
tag 'web'
service { 'svc1': notify => Exec['c2-run1'], tag => 'db' }
@file { '/tmp/f1': ensure => 'absent' }
service { 'svc2': noop => true, hasrestart => true }
Service { loglevel => 'info' }
File <| ensure == 'running' |> { require => Service['svc2'] }
[Exec['c2-run1']] -> [Notify['c2-n1'], Service['svc2']]
Notify { withpath => false }
Service['svc2'] { require => Class['c2'] }
notify {
  default: message => "${facts[hostname]} says hi";
  'n1': loglevel => 'info';
  'n2': before => Notify['c2-n1'];
}
File <|  |>
$v18 = [1, 2]
include c1
Service['svc1'] { before +> Class['c1'] }
@user { 'user1': uid => 30, subscribe => Notify['n1'] }
package { ['pkg1', 'pkg2', 'pkg3']: subscribe => Exec['c2-run1'], tag => 'alpha' }
notify {
  default: noop => false;
  'n3': withpath => true;
}
exec { 'run1': path => ['/bin', '/usr/bin'] }
notify { 'n4': before => Package['pkg1'] }
@package {
  default: loglevel => 'info';
  'pkg4': subscribe => Service['svc2'];
  'pkg5': subscribe => Package['pkg1'], notify => [Package['pkg2']];
  'pkg6': require => [Package['pkg1'], Notify['n2']];
}
$v27 = [1, 2]
Notify <| tag != 'web' |>
