class c1 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 1,
  String $p3 = 's',
) {
  service { 'c1-svc1': hasrestart => false, * => { 'noop' => false } }
  notify { 'c1-n1': tag => 'beta', * => {  } }
  Package <| message == 'world' or tag == 'alpha' |>
}
class c2 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'b',
  Variant[Integer, String] $p3 = 'one',
) {
  exec {
    default: refreshonly => true;
    'c2-run1': command => 'touch /tmp/x', refreshonly => false;
    'c2-run2': command => '/usr/bin/env echo hi', timeout => '300';
    'c2-run3': refreshonly => true;
  }
}
$v6 = 'val'
package { ['pkg1', 'pkg2', 'pkg3']: noop => false }
Package['pkg3'] { require => Package['pkg2'] }
Package['pkg1'] { tag +> 'db' }
include c2
notify { 'n1': message => 'world' }
Notify <| message == 42 |> { message => '' }
notify { 'n2': before => Package['pkg2'] }
Package { require => Package['pkg3'], before => [Notify['n2'], Package['pkg1']] }
notify { 'n3': notify => Exec['c2-run1'], tag => ['gamma', 'web'] }
User <|  |>
require c1
notify { 'n4': message => 42 }
Package['pkg3'] ~> Service <| title == 'n1' |> <- Service['c1-svc1']
Exec { tag => ['web', 'gamma'] }
exec { 'run1': command => '/bin/true', tag => 'beta', subscribe => Notify['n2'], noop => false }
service { 'svc1': loglevel => 'warning', ensure => 'stopped' }
Notify['n1'] { withpath => false }
