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
Notify['d2-n1-in-d11'] <~ Notify['d2-n1-d21'] <~ Notify['d2-n1-d21']
if defined(Class['c3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n2', 'n3']: tag => ['gamma', 'db'] }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', tag => 'beta' }
tag 'db'
Notify <|  |>
notify { 'n4': message => 3.5 }
if defined(Exec['run2']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
