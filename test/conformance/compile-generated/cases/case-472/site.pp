define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'b',
) {
  notify { 'c1-n1': loglevel => 'info', tag => 'db', message => 42 }
}
notify {
  default: tag => 'alpha';
  'n1': tag => 'db', loglevel => 'info';
  'n2': tag => 'beta';
  'n3': withpath => true, loglevel => 'warning';
}
@file { '/tmp/f1': noop => false, * => {  } }
d2 { 'd2-n1': }
$v12 = 'val'
Notify['n1'] { noop => true }
Notify['n2'] { require => Notify['d2-n1-in-d11'] }
notify { 'n4': subscribe => Notify['n1'], * => { 'loglevel' => 'info' } }
@package { 'pkg1': notify => Notify['d2-n1-in-d11'], ensure => '1.2.3' }
$v17 = { 'k' => 'v' }
notify { 'n5': loglevel => 'info', tag => ['web', 'db'] }
Notify['n4'] { withpath => false }
notify { 'n6': loglevel => 'warning' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n7': message => "${facts[hostname]} says hi", require => Notify['d2-n1-d22'], withpath => false }
d2 { 'd2-n2': level => 'v2' }
Notify['d2-n1-in-d11'] -> Notify['d2-n2-in-d11']
Notify['n5'] -> [Notify['n6']]
$v27 = { 'k' => 'v' }
$v28 = { 'k' => 'v' }
Notify['n1'] <- [Notify['n7'], Notify['d2-n2-d22']]
realize([File['/tmp/f1'], Package['pkg1']])
Service { require => Notify['d2-n1-d22'], noop => false }
require c1
User { notify => Notify['d2-n2-in-d11'] }
package { ['pkg2', 'pkg3']: before => Notify['n1'] }
notify {
  default: tag => 'gamma';
  'n8': loglevel => 'info', withpath => false;
}
tag 'alpha'
service { 'svc1': ensure => 'stopped', enable => false }
