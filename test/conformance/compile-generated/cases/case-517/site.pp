define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level }
  notify { "${title}-d21": message => $title }
}
$v6 = { 'k' => 'v' }
package { 'pkg1': noop => false, tag => ['db', 'beta'] }
d1 { 'd1-n1': level => 7 }
notify { 'n1': tag => 'web', require => Package['pkg1'], notify => Package['pkg1'] }
Package['pkg1'] { before +> Notify['d1-n1-d11'] }
package { ['pkg2', 'pkg3', 'pkg4']: loglevel => 'info', tag => ['alpha', 'db'] }
Exec { tag => 'gamma', loglevel => 'warning' }
File <| ensure == 'present' |> { noop => true }
@file {
  default: notify => Package['pkg1'];
  '/tmp/f1': owner => 'www-data', mode => '0755';
  '/tmp/f2': tag => ['alpha', 'db'];
}
notify {
  default: loglevel => 'warning';
  'n2': tag => ['alpha', 'web'];
  'n3': before => Notify['n1'];
}
exec {
  default: command => 'touch /tmp/x', tag => ['db', 'web'];
  'run1': require => [Notify['n1'], Package['pkg3']];
}
notify { ['n4', 'n5', 'n6']: message => "${module_name} says hi", withpath => true }
package { 'pkg5': tag => 'beta', subscribe => Notify['n6'] }
@file { ['/tmp/f3', '/tmp/f4', '/tmp/f5']: mode => '0755' }
