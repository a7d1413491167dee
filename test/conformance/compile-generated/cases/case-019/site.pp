class c1 (
  Boolean $p1 = true,
  Boolean $p2 = false,
  Optional[String] $p3 = undef,
) {
  package { 'c1-pkg1': ensure => 'installed', tag => 'alpha' }
  Notify { loglevel => 'info', message => "tab\there" }
  notify { 'c1-n1': message => 3.5, loglevel => 'warning', noop => false }
  notify { 'c1-n2': loglevel => 'warning' }
}
class c2 (
  Optional[String] $p1 = 'o',
  String $p2 = 'abc',
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  Package['c1-pkg1'] { noop +> ['web', 'gamma'] }
  user { 'c2-user1': managehome => true }
}
class c3 (
  String $p1 = 'x y',
  Boolean $p2 = true,
  Integer $p3 = 1,
) {
  user { 'c3-user1': noop => true }
}
class { 'c2': }
tag 'web'
User['c2-user1'] -> [Notify['c1-n2']] <~ Notify <| title == 'c2-user1' |>
Notify { withpath => true, loglevel => 'info' }
@package { 'pkg1': loglevel => 'info', * => { 'require' => Notify['c1-n2'] } }
require c2
exec { 'run1': command => 'touch /tmp/x', timeout => 1001 }
@service {
  default: tag => ['db', 'alpha'];
  'svc1': enable => true;
  'svc2': hasrestart => true;
  'svc3': subscribe => Package['c1-pkg1'];
}
Exec['run1'] { tag => 'gamma' }
require c3
realize(Service['svc2'])
notify {
  default: tag => 'beta', require => Class['c1'];
  'n1': message => "${trusted[certname]} says hi";
  'n2': notify => Class['c2'];
}
notify { 'n3': loglevel => 'info', message => "${facts[hostname]} says hi" }
if defined(Exec['run1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n4': tag => 'db' }
Service { notify => Notify['n1'] }
notify { 'n5': loglevel => 'info' }
service {
  default: ensure => 'stopped';
  'svc4': require => Class['c3'];
}
include c3
notify { 'n6': subscribe => [Service['svc4'], Notify['n2']], noop => false }
tag 'alpha'
notify { 'n7': tag => ['gamma', 'alpha'] }
Notify['n6'] { require +> Exec['run1'] }
notify { 'n8': noop => false }
package { 'pkg2': noop => true, * => {  } }
Notify['n2'] { before => User['c2-user1'] }
Notify['c1-n1'] { message => 'again' }
