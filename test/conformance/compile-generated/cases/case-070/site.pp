define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
notify { 'n1': noop => true }
d1 { 'd1-n1': level => 'v1' }
notify { 'n2': message => ['a', 'b'] }
@file { '/tmp/f1': tag => 'alpha', * => { 'noop' => false } }
Notify['n1'] <- Notify['d1-n1-d12']
service { ['svc1', 'svc2']: hasrestart => true, tag => ['gamma', 'alpha'] }
@file { '/tmp/f2': subscribe => Notify['n1'] }
package { 'pkg1': loglevel => 'info', ensure => 'latest', notify => [Notify['d1-n1-d11'], Notify['n1']] }
package { 'pkg2': notify => Service['svc1'] }
notify { 'n3': withpath => true, tag => 'web', subscribe => Notify['n2'] }
notify { ['n4', 'n5', 'n6']: message => "${module_name} says hi" }
user {
  default: subscribe => Notify['n5'];
  'user1': shell => '/bin/bash';
  'user2': before => [Service['svc1']];
}
d1 { ['d1-n2', 'd1-n3']: level => 'v1' }
$v16 = [1, 2]
@notify { ['n7', 'n8', 'n9']: withpath => false, loglevel => 'info' }
User['user1'] -> Service['svc2']
File <| ensure == 'present' |> { require +> Service['svc1'] }
notify { 'n10': require => Service['svc1'], notify => Notify['n2'] }
d1 { 'd1-n4': }
notify {
  default: tag => 'beta';
  'n11': loglevel => 'info', notify => Notify['n6'];
  'n12': withpath => false;
  'n13': withpath => false;
}
$v23 = [1, 2]
realize([File['/tmp/f2'], Notify['n7']])
file { '/tmp/f3': mode => '0755' }
Notify['n2'] -> Service['svc2']
User { tag => ['gamma', 'beta'], require => Notify['d1-n4-d11'] }
Notify['n12'] { before => [Package['pkg2'], Package['pkg1']] }
Notify <| tag != 'alpha' |>
Notify['n4'] { require => Notify['n7'] }
if defined(Notify['d1-n1-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
