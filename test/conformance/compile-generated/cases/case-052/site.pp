class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  tag 'gamma'
  exec { 'c1-run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
}
include c1
package { ['pkg1', 'pkg2']: loglevel => 'warning' }
Exec { require => Class['c1'] }
notify { ['n1', 'n2']: require => Package['pkg2'] }
Notify <|  |> { tag => 'web' }
notify {
  default: tag => ['alpha', 'beta'];
  'n3': message => true;
  'n4': message => 'x y';
}
Package['pkg2'] { before => Class['c1'] }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'web'
@service { 'svc1': before => Notify['n1'], tag => 'gamma' }
file { '/tmp/f1': tag => 'db', * => {  } }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v17 = 'val'
package { 'pkg3': tag => 'web' }
exec { 'run1': command => '/usr/bin/env echo hi', notify => Notify['n2'] }
include c1
notify { 'n5': withpath => true }
Notify['n1'] { tag => ['db', 'web'] }
