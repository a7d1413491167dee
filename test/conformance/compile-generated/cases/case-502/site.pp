define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
@notify {
  default: tag => ['gamma', 'gamma'];
  'n1': tag => ['gamma', 'db'], message => true;
  'n2': noop => true, message => 'world';
}
Package { loglevel => 'info' }
$v7 = { 'k' => 'v' }
package { 'pkg1': loglevel => 'info' }
package {
  default: loglevel => 'warning';
  'pkg2': tag => 'db';
  'pkg3': before => Package['pkg1'], tag => 'gamma';
  'pkg4': noop => false, require => Package['pkg1'];
}
notify {
  default: tag => ['beta', 'alpha'];
  'n3': notify => Package['pkg3'];
  'n4': require => Package['pkg4'], withpath => false;
  'n5': message => "${facts[hostname]} says hi";
}
@service { 'svc1': ensure => 'running', tag => ['db', 'db'], notify => Notify['n3'] }
@user { 'user1': subscribe => Notify['n3'], * => {  } }
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
notify { 'n6': notify => [Package['pkg4']], tag => 'alpha', noop => true }
tag 'db'
user { 'user2': subscribe => Notify['n5'], * => { 'tag' => 'db' } }
Notify <| ensure == 'present' |> -> Package['pkg2'] <~ Notify['n6']
d1 { 'd1-n1': }
$v19 = 'val'
package { ['pkg5', 'pkg6']: ensure => 'absent', notify => Package['pkg3'] }
d2 { ['d2-n1', 'd2-n2']: extra => 'v1' }
@user { ['user3', 'user4', 'user5']: noop => true, require => Package['pkg3'] }
Exec { before => Notify['n6'] }
file { '/tmp/f1': loglevel => 'info' }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize(Notify['n2'])
@d2 { ['d2-n3', 'd2-n4']: extra => 'v2' }
Notify <| message == 'x y' |> { require +> User['user2'] }
user { 'user6': noop => false, * => { 'notify' => Package['pkg3'] } }
Package { tag => ['web', 'gamma'] }
@notify { ['n7', 'n8', 'n9']: withpath => true }
$v33 = [1, 2]
