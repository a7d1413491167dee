class c1 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
) {
  user {
    default: shell => '/bin/bash';
    'c1-user1': shell => '/bin/bash';
  }
  Package <| title == 'n1' |> { tag => ['alpha', 'db'] }
}
class c2 (
  String $p1 = 'abc',
  Integer $p2 = 1,
) {
  include c1
  service { 'c2-svc1': ensure => 'stopped' }
  service { ['c2-svc2', 'c2-svc3', 'c2-svc4']: ensure => 'stopped' }
  package { 'c2-pkg1': noop => false }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
) {
  notify {
    default: loglevel => 'info';
    'c3-n1': tag => ['gamma', 'alpha'];
    'c3-n2': tag => ['alpha', 'beta'];
  }
  package { 'c3-pkg1': loglevel => 'warning' }
}
notify { 'n1': message => "${facts[hostname]} says hi", withpath => true, tag => 'alpha' }
Notify { message => ['a', 'b'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': loglevel => 'warning', * => { 'require' => Notify['n1'] } }
notify { 'n2': before => Package['pkg1'] }
service { ['svc1', 'svc2', 'svc3']: subscribe => [Notify['n2']] }
service { 'svc4': require => Notify['n1'], enable => true }
