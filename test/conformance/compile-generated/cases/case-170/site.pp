define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: noop => true, tag => 'gamma' }
  service { ['c1-svc4', 'c1-svc5', 'c1-svc6']: tag => 'alpha' }
  notify { 'c1-n1': withpath => false }
  d1 { 'c1-d1-n1': extra => 'v1' }
}
package {
  default: tag => 'beta';
  'pkg1': tag => 'beta';
  'pkg2': loglevel => 'info';
  'pkg3': ensure => 'absent';
}
Exec <| tag != 'db' |>
Service <| tag == 'alpha' |>
d1 { ['d1-n1', 'd1-n2']: }
notify { ['n1', 'n2']: before => [Package['pkg1']] }
notify { ['n3', 'n4', 'n5']: withpath => false }
notify { 'n6': message => 3.5, tag => 'web' }
Notify { withpath => true }
notify {
  default: message => ['a', 'b'], tag => 'alpha';
  'n7': tag => 'beta';
  'n8': require => [Package['pkg1']];
}
tag 'beta'
class { 'c1': }
package { 'pkg4': loglevel => 'info', ensure => '1.2.3' }
Notify { loglevel => 'warning', notify => Package['pkg4'] }
