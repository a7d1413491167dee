define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra, tag => 'db' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = [],
) {
  service { 'c1-svc1': enable => false, hasrestart => false }
}
class c2 (
  String $p1 = 's',
) {
  notify { 'c2-n1': tag => 'alpha', withpath => true }
  package { 'c2-pkg1': tag => 'web' }
  package { ['c2-pkg2', 'c2-pkg3', 'c2-pkg4']: tag => ['beta', 'beta'] }
  @user {
    default: managehome => true;
    'c2-user1': groups => [], tag => 'gamma';
    'c2-user2': tag => 'alpha';
    'c2-user3': shell => '/bin/sh';
  }
}
@notify {
  default: message => 'multi
line';
  'n1': noop => false;
  'n2': noop => true, withpath => true;
}
@exec { 'run1': command => '/usr/bin/env echo hi', loglevel => 'info' }
$v14 = [1, 2]
Notify <| tag != 'gamma' |> { tag +> 'alpha' }
notify {
  default: message => 'hello';
  'n3': message => "${module_name} says hi";
}
notify {
  default: message => '', tag => 'gamma';
  'n4': require => Notify['n3'], message => undef;
}
Service { subscribe => Notify['n4'], noop => false }
realize(Notify['n1'])
User <| tag == 'web' or tag == 'web' |>
Exec { path => ['/bin', '/usr/bin'], refreshonly => true }
Notify <| title == 'n3' |>
@notify {
  default: subscribe => Notify['n3'];
  'n5': loglevel => 'info';
}
@notify {
  default: loglevel => 'warning';
  'n6': require => Notify['n3'];
}
d2 { 'd2-n1': extra => 7 }
d1 { 'd1-n1': }
@package { 'pkg1': tag => ['gamma', 'beta'], require => Notify['d2-n1-in-d11'] }
require c2
service { 'svc1': ensure => 'running' }
require c1
Notify { message => "tab\there" }
package { ['pkg2', 'pkg3']: require => Notify['n3'] }
notify { ['n7', 'n8']: notify => Notify['d2-n1-d21'], message => 42 }
Exec { tag => 'db' }
