define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
  Integer $p2 = 80,
  Integer $p3 = 1,
) {
  service { 'c1-svc1': loglevel => 'info' }
  Notify { message => 'multi
  line' }
}
package {
  default: tag => 'web', ensure => 'installed';
  'pkg1': noop => true, tag => ['web', 'db'];
}
File <| title == 'pkg1' and ensure == 'directory' |> { noop => true }
Package['pkg1'] ~> Package['pkg1']
include c1
Package['pkg1'] { require +> Class['c1'] }
user { 'user1': notify => Package['pkg1'], * => {  } }
user {
  default: before => Service['c1-svc1'];
  'user2': before => User['user1'], noop => false;
  'user3': tag => 'alpha';
}
Service { noop => true }
notify { ['n1', 'n2', 'n3']: before => User['user2'] }
d1 { 'd1-n1': level => 'v1' }
exec { 'run1': path => ['/bin', '/usr/bin'], notify => [Notify['n3']], require => Notify['n3'] }
Notify['n3'] { withpath => false }
User['user2'] ~> [User['user2']] ~> [Notify['n1'], Service['c1-svc1']]
d2 { ['d2-n1', 'd2-n2']: }
exec { 'run2': command => '/bin/true', timeout => '300' }
Service <| tag != 'alpha' and tag != 'beta' |>
Package <| message == 42 |>
$v26 = 'val'
include c1
exec {
  default: command => '/usr/bin/env echo hi', refreshonly => true;
  'run3': path => ['/bin', '/usr/bin'], refreshonly => true;
}
notify { ['n4', 'n5', 'n6']: notify => Notify['d2-n1-d21'] }
@notify { ['n7', 'n8']: tag => ['beta', 'beta'], noop => true }
notify { 'n9': subscribe => User['user2'], tag => 'db' }
@d1 { ['d1-n2', 'd1-n3']: level => 'v2' }
contain c1
service { 'svc1': enable => true, tag => ['alpha', 'web'] }
Notify <| tag != 'gamma' |>
Notify['n1'] -> [User['user2']] -> Exec['run1']
