define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title, tag => 'web' }
  d1 { "${name}-in": }
}
d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
notify { 'n1': tag => 'db', require => Notify['d1-n1-d12'] }
[Notify['d1-n1-d12']] -> Notify['d1-n2-d11'] -> Notify['d1-n1-d11']
Notify { withpath => true, notify => Notify['d1-n2-d12'] }
d2 { 'd2-n1': extra => 'v1' }
User <| tag == 'db' or tag == 'db' |>
exec { 'run1': command => '/bin/true', subscribe => [Notify['d2-n1-in-d11'], Notify['d2-n1-d21']], path => ['/bin', '/usr/bin'] }
tag 'db'
file { '/tmp/f1': require => Notify['d2-n1-d21'], tag => 'db' }
@package { 'pkg1': require => [Notify['d1-n2-d12']], notify => Notify['d1-n1-d12'] }
file { ['/tmp/f2', '/tmp/f3']: notify => Notify['d1-n1-d12'], mode => '0755' }
[Notify['n1'], Notify['d1-n1-d11']] <~ File['/tmp/f2'] <~ File <| tag != 'gamma' and tag == 'gamma' |>
d2 { ['d2-n2', 'd2-n3']: extra => 'v1' }
notify { 'n2': message => "${module_name} says hi", before => File['/tmp/f2'], withpath => false }
exec {
  default: command => '/usr/bin/env echo hi', tag => 'db';
  'run2': before => Notify['n2'];
  'run3': command => '/bin/true';
  'run4': tag => ['beta', 'alpha'];
}
Exec['run2'] { require +> [Notify['d2-n3-d21'], Notify['d1-n2-d11']] }
Notify['d2-n1-in-d12'] -> Exec['run2'] <~ Notify <| message == 42 |>
file { '/tmp/f4': content => 'data', tag => 'beta', subscribe => File['/tmp/f1'] }
d2 { 'd2-n4': }
d2 { 'd2-n5': }
user { 'user1': notify => Notify['d1-n2-d12'], shell => '/bin/bash' }
Service { noop => false }
Exec { timeout => 1001, refreshonly => false }
$v29 = 'val'
Package <| (message == 42 and tag != 'db') and ensure == 'running' |>
user { ['user2', 'user3']: uid => 1001 }
@service { 'svc1': ensure => 'stopped', hasrestart => true, notify => Notify['d1-n1-d12'] }
notify {
  default: message => 'hello';
  'n3': message => true;
  'n4': notify => [Exec['run1'], Notify['d2-n2-d21']];
  'n5': tag => ['gamma', 'beta'];
}
@file { '/tmp/f5': mode => '0644' }
realize(Service['svc1'])
package { 'pkg2': loglevel => 'warning', notify => Notify['d2-n1-in-d12'] }
d1 { 'd1-n3': level => 'v2' }
