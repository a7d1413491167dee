define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
}
class c1 (
  String $p1 = 'abc',
  Boolean $p2 = true,
) {
  Notify { withpath => false }
  notify { 'c1-n1': noop => false }
  tag 'alpha'
  @notify { 'c1-n2': tag => ['beta', 'gamma'], * => {  } }
}
class c2 (
  String $p1 = 'x y',
) {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: extra => 7 }
  @file { '/tmp/c2-f1': require => Notify['c2-d1-n1-d11'], * => { 'noop' => true } }
  include c1
}
stage { 'pre': before => Stage['main'] }
user {
  default: tag => 'alpha';
  'user1': groups => [];
  'user2': noop => false;
  'user3': shell => '/bin/sh';
}
User['user1'] ~> User['user2'] ~> User['user1']
package {
  default: subscribe => User['user1'], require => User['user1'];
  'pkg1': subscribe => User['user2'], noop => true;
  'pkg2': loglevel => 'info';
  'pkg3': tag => ['alpha', 'web'];
}
Package['pkg1'] -> [User['user3'], User['user2']]
Package['pkg1'] { before +> Package['pkg2'] }
file {
  default: before => Package['pkg1'], loglevel => 'info';
  '/tmp/f1': owner => 'root', loglevel => 'warning';
}
@d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
package { 'pkg4': noop => true, * => {  } }
notify { ['n1', 'n2']: tag => ['web', 'alpha'], before => Package['pkg4'] }
Package['pkg4'] -> Package['pkg3']
contain c2
notify { 'n3': tag => ['beta', 'db'] }
d1 { 'd1-n3': }
notify { 'n4': before => Class['c2'], withpath => true }
realize(D1['d1-n1'])
notify { ['n5', 'n6', 'n7']: tag => ['web', 'db'] }
notify { 'n8': notify => Class['c2'], tag => ['beta', 'beta'], subscribe => Notify['n6'] }
service { 'svc1': ensure => 'running' }
if defined(Notify['d1-n3-d12']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['c2-d1-n1-d12'] -> File <| ensure == 'present' |> -> Package['pkg3']
$v34 = [1, 2]
package { ['pkg5', 'pkg6']: tag => ['gamma', 'alpha'] }
@exec { 'run1': refreshonly => true, * => { 'command' => '/usr/bin/env echo hi' } }
package { 'pkg7': ensure => 'installed', require => Package['pkg1'], tag => ['beta', 'web'] }
file { '/tmp/f2': require => [Package['pkg7']], owner => 'root', mode => '0644' }
@d1 { 'd1-n4': extra => 'v2' }
