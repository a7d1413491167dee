define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 'one',
  Integer $p3 = 1,
) {
  tag 'web'
  notify { ['c1-n1', 'c1-n2']: loglevel => 'warning' }
  d1 { 'c1-d1-n1': }
}
package { 'pkg1': loglevel => 'warning', tag => ['beta', 'web'] }
Package['pkg1'] <- File <| ensure == 'running' |>
class { 'c1': p3 => 1 }
notify { ['n1', 'n2', 'n3']: notify => Notify['c1-d1-n1-d11'] }
notify { 'n4': withpath => true, tag => 'alpha' }
include c1
contain c1
d1 { 'd1-n1': }
Notify['n4'] { message => "${facts[hostname]} says hi" }
file { '/tmp/f1': ensure => 'file', subscribe => [Notify['c1-n2']] }
notify {
  default: withpath => false;
  'n5': before => Notify['n4'], subscribe => [Notify['c1-d1-n1-d11'], Notify['n1']];
  'n6': subscribe => Notify['n1'], before => Notify['c1-d1-n1-d11'];
}
@file {
  default: mode => '0755', loglevel => 'warning';
  '/tmp/f2': mode => '0644';
  '/tmp/f3': before => File['/tmp/f1'];
  '/tmp/f4': loglevel => 'warning';
}
include c1
File <| ensure == 'present' |>
include c1
realize(Notify['ghost'])
