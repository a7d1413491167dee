define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 80,
  Integer $p2 = 1,
) {
  tag 'db'
  exec { 'c1-run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], loglevel => 'info' }
}
class c2 {
  d1 { 'c2-d1-n1': }
}
class c3 (
  Boolean $p1 = false,
  Array[String] $p2 = ['x'],
  Integer $p3 = 80,
) inherits c1 {
  Exec['c1-run1'] { tag => 'beta' }
  notify { 'c3-n1': tag => ['alpha', 'beta'], withpath => true, message => "${p1} says hi" }
  package { 'c3-pkg1': tag => ['web', 'db'], noop => true }
}
@package { 'pkg1': loglevel => 'info' }
notify {
  default: tag => ['alpha', 'alpha'];
  'n1': message => true;
}
Notify['n1'] { require +> Notify['n1'] }
file { '/tmp/f1': require => Notify['n1'] }
tag 'beta'
tag 'beta'
$v20 = { 'k' => 'v' }
tag 'web'
package {
  default: subscribe => [File['/tmp/f1']];
  'pkg2': notify => Notify['n1'], require => Notify['n1'];
  'pkg3': tag => 'web';
}
realize(Package['pkg1'])
@d1 { 'd1-n1': }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg4': ensure => '1.2.3' }
contain c2
realize([Package['pkg1'], D1['d1-n1']])
notify { 'n2': before => Package['pkg1'], tag => 'db', message => "${module_name} says hi" }
notify { 'n3': subscribe => Package['pkg1'], loglevel => 'info', before => Notify['n1'] }
Class['c2'] <- Package['pkg4']
notify { 'n4': withpath => false, before => [D1['d1-n1']], tag => ['beta', 'gamma'] }
notify { 'n5': notify => D1['d1-n1'], tag => 'db' }
