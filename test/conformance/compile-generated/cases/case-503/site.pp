class c1 (
  String $p1 = 's',
  Boolean $p2 = false,
  String $p3 = 'abc',
) {
  @package { 'c1-pkg1': loglevel => 'info' }
  Package { tag => 'beta' }
}
class c2 (
  Boolean $p1 = false,
) {
  @service { 'c2-svc1': enable => false, ensure => 'running' }
  Package { loglevel => 'warning', ensure => 'absent' }
  user { 'c2-user1': shell => '/bin/sh', noop => false }
}
class c3 (
  Optional[String] $p1 = 'o',
  String $p2 = 's',
) {
  Package <| tag != 'web' or tag != 'gamma' |> { tag +> 'alpha' }
  notify {
    default: message => 'hello', tag => 'gamma';
    'c3-n1': withpath => true;
    'c3-n2': message => "${p1} says hi";
    'c3-n3': noop => true;
  }
  include c1
  service { ['c3-svc1', 'c3-svc2']: hasrestart => false }
}
notify { 'n1': withpath => false, tag => ['beta', 'alpha'] }
include c2
tag 'alpha'
package { 'pkg1': before => Notify['n1'] }
User { tag => ['beta', 'web'] }
tag 'gamma'
include c1
package { 'pkg2': require => User['c2-user1'], * => {  } }
Service { enable => false, loglevel => 'info' }
file { ['/tmp/f1', '/tmp/f2']: loglevel => 'warning', content => 'data' }
notify {
  default: tag => ['db', 'gamma'], loglevel => 'warning';
  'n2': tag => ['web', 'gamma'];
  'n3': message => "${facts[hostname]} says hi", subscribe => File['/tmp/f2'];
}
package { 'pkg3': tag => ['alpha', 'gamma'], noop => false, notify => File['/tmp/f2'] }
Service <| message == 'world' |> { require => Package['pkg2'] }
Notify <| tag == 'beta' or tag != 'gamma' |> <~ Class['c1']
exec { 'run1': tag => 'alpha', noop => true, timeout => '300' }
File { tag => ['gamma', 'alpha'], noop => true }
notify { 'n4': noop => true, before => Class['c1'], loglevel => 'info' }
Exec['run1'] { require => Notify['n3'] }
@notify { 'n5': require => [Package['pkg2'], Notify['n1']], withpath => true, before => Package['pkg3'] }
[Notify['n2']] <- Notify['n1'] <- Package['pkg3']
notify { 'n6': subscribe => Package['pkg2'], tag => 'gamma', noop => false }
Service <| (title == 'n4' and tag != 'db') and title == 'n1' |>
Notify['n3'] ~> Exec['run1'] <~ Service <|  |>
$v35 = 'val'
