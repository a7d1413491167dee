define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'x y',
) {
  notify { 'c1-n1': tag => 'db', * => { 'noop' => false } }
  service { 'c1-svc1': loglevel => 'warning', * => {  } }
}
contain c1
require c1
Notify['c1-n1'] ~> Notify['c1-n1']
Notify['c1-n1'] <~ Notify['c1-n1']
notify { ['n1', 'n2']: require => Notify['c1-n1'], message => "${trusted[certname]} says hi" }
@d2 { 'd2-n1': }
Notify { require => Notify['n1'] }
Notify['n2'] { noop => true }
Notify['n1'] { tag => ['web', 'web'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@user { ['user1', 'user2', 'user3']: loglevel => 'info' }
realize([User['user1']])
service { 'svc1': ensure => 'stopped', tag => ['db', 'alpha'], loglevel => 'warning' }
Notify['n1'] { withpath => true }
notify { ['n3', 'n4', 'n5']: subscribe => Service['svc1'], loglevel => 'warning' }
package { ['pkg1', 'pkg2']: before => Class['c1'], loglevel => 'info' }
Class['c1'] -> Service['c1-svc1']
