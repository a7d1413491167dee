define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 'x y',
  Boolean $p3 = false,
) {
  tag 'db'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  exec { 'c2-run1': timeout => 30, refreshonly => true }
  require c1
  include c1
}
class c3 (
  Optional[String] $p1 = 'o',
) {
  contain c2
  package {
    default: tag => ['gamma', 'db'];
    'c3-pkg1': noop => true;
    'c3-pkg2': tag => ['db', 'web'], loglevel => 'warning';
    'c3-pkg3': tag => ['gamma', 'gamma'], ensure => 'absent';
  }
  notify {
    default: loglevel => 'info';
    'c3-n1': noop => true, tag => 'beta';
    'c3-n2': tag => ['gamma', 'beta'];
    'c3-n3': message => '', withpath => false;
  }
  tag 'alpha'
}
include c2
Service { noop => true }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': tag => 'beta' }
package { 'pkg1': noop => false, tag => ['web', 'gamma'] }
d2 { 'd2-n1': extra => 'v1' }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v26 = [1, 2]
notify {
  default: noop => false, withpath => false;
  'n2': withpath => true, before => Exec['c2-run1'];
  'n3': require => Exec['c2-run1'], notify => Package['pkg1'];
}
Notify <| ensure == 'running' |>
notify { ['n4', 'n5']: tag => 'web' }
notify { ['n6', 'n7']: message => "${facts[hostname]} says hi" }
notify { 'n8': message => 'x y', tag => ['beta', 'beta'], before => Notify['n1'] }
tag 'gamma'
