define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 (
  Boolean $p1 = true,
  Integer $p2 = 80,
) {
  tag 'web'
}
@@notify { 'n1': withpath => false, message => ['a', 'b'] }
d1 { 'd1-n1': extra => 'v2' }
Service { before => Notify['d1-n1-d11'], notify => Notify['d1-n1-d11'] }
package { 'pkg1': require => Notify['d1-n1-d11'], notify => Notify['d1-n1-d11'] }
notify { 'n2': loglevel => 'warning', withpath => true, tag => ['alpha', 'db'] }
package { ['pkg2', 'pkg3']: tag => ['alpha', 'web'], ensure => 'latest' }
user {
  default: tag => 'web';
  'user1': before => Package['pkg1'], managehome => false;
}
@service { 'svc1': tag => 'alpha', loglevel => 'warning' }
Service <| message == 'hello' and tag != 'db' |>
realize(Service['svc1'])
$v14 = 'val'
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': noop => true, tag => 'web' }
include c1
package { ['pkg4', 'pkg5']: noop => true }
@file { '/tmp/f2': mode => '0755', tag => ['db', 'web'] }
@package {
  default: notify => Notify['d1-n1-d11'], before => Service['svc1'];
  'pkg6': noop => false;
  'pkg7': tag => 'gamma';
  'pkg8': notify => Package['pkg3'], tag => 'alpha';
}
@user {
  default: loglevel => 'warning', notify => Notify['n2'];
  'user2': require => Package['pkg5'], before => Class['c1'];
}
$v23 = { 'k' => 'v' }
realize([Package['pkg6']])
realize([Package['pkg8'], Package['pkg7']])
notify { 'n3': message => '', noop => false }
