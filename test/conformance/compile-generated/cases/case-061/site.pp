define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'x y',
) {
  package { 'c1-pkg1': ensure => 'absent', tag => 'gamma' }
  exec { 'c1-run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
}
include c1
package { ['pkg1', 'pkg2']: loglevel => 'warning' }
Exec { require => Package['pkg2'] }
notify { ['n1', 'n2']: require => Exec['c1-run1'] }
file { '/tmp/f1': tag => ['alpha', 'web'] }
notify {
  default: tag => ['alpha', 'beta'];
  'n3': message => true;
  'n4': message => 'x y';
}
Package['pkg2'] { before => Package['pkg1'] }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'web'
@service { 'svc1': before => Package['pkg1'], tag => ['alpha', 'gamma'] }
file { '/tmp/f2': tag => 'db', * => {  } }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v20 = 'val'
package { 'pkg3': tag => 'web' }
exec { 'run1': command => '/usr/bin/env echo hi', notify => [Package['pkg2'], File['/tmp/f1']] }
