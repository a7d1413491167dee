define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  String $p1 = 's',
  Integer $p2 = 8080,
) {
  service { 'c1-svc1': enable => false }
  service { 'c1-svc2': tag => 'alpha', * => { 'loglevel' => 'info' } }
}
tag 'gamma'
package { 'pkg1': tag => 'alpha' }
package { 'pkg2': ensure => 'absent', notify => Package['pkg1'] }
require c1
Package['pkg2'] { tag +> 'db' }
Package['pkg2'] { before +> Package['pkg1'] }
service { 'svc1': require => Package['pkg2'], noop => true }
@@package {
  default: tag => ['gamma', 'web'], notify => Package['pkg2'];
  'pkg3': before => Package['pkg2'], require => Service['c1-svc1'];
}
tag 'web'
service {
  default: loglevel => 'info';
  'svc2': noop => false;
  'svc3': hasrestart => false;
  'svc4': subscribe => Package['pkg2'], enable => true;
}
Notify { loglevel => 'info', message => '' }
package { ['pkg4', 'pkg5', 'pkg6']: subscribe => [Service['svc4'], Service['svc2']] }
Package['pkg1'] { before +> Package['pkg4'] }
[Service['c1-svc2']] -> [Package['pkg5'], Service['svc3']]
include c1
@package { 'pkg7': notify => Service['c1-svc1'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: before => Service['svc2'], owner => 'root' }
d1 { 'd1-n1': }
$v24 = [1, 2]
require c1
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': withpath => true, notify => Service['svc3'] }
Package['pkg4'] { noop => true }
contain c1
notify { 'n2': loglevel => 'info', * => {  } }
user { 'user1': subscribe => Notify['d1-n1-d12'] }
