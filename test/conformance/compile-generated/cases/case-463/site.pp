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
notify { 'n2': before => Package['pkg1'] }
@@notify { 'n3': require => Notify['n2'] }
notify { 'n4': notify => Exec['c2-run1'], tag => 'web' }
User <<| tag == 'gamma' |>> { noop => true }
package { 'pkg4': notify => [Notify['n1']] }
user {
  default: uid => 30;
  'user1': subscribe => Package['pkg1'];
}
Package { subscribe => Exec['c2-run2'] }
notify { ['n5', 'n6']: message => 3.5, loglevel => 'warning' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user2': ensure => 'absent', loglevel => 'warning' }
