define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, tag => 'beta' }
  notify { "${title}-d11": message => $level, tag => 'web' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed' }
  notify { "${title}-d21": message => $title }
  File { noop => true }
}
@exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], loglevel => 'info' }
File <| tag != 'db' |> <~ Notify <| tag != 'gamma' |>
package { ['pkg1', 'pkg2']: loglevel => 'info' }
notify { 'n1': before => [Package['pkg1']], * => {  } }
Package <| ensure == 'present' |>
@notify {
  default: noop => false, withpath => false;
  'n2': notify => [Package['pkg2'], Notify['n1']];
  'n3': subscribe => Notify['n1'];
  'n4': tag => ['alpha', 'db'];
}
user { 'user1': subscribe => Package['pkg1'], * => {  } }
User { notify => User['user1'] }
Notify { subscribe => Notify['n1'], tag => 'alpha' }
User { managehome => false }
file { '/tmp/f1': ensure => 'absent' }
d1 { 'd1-n1': }
Package['pkg2'] <~ Service <| tag != 'db' |>
@file { '/tmp/f2': noop => false }
[Notify['n1'], Notify['d1-n1-d12']] <- Notify['n1'] -> File['/tmp/f1']
notify { ['n5', 'n6']: tag => ['db', 'gamma'], noop => true }
user {
  default: loglevel => 'info';
  'user2': ensure => 'present', tag => ['alpha', 'beta'];
  'user3': tag => ['db', 'gamma'];
  'user4': tag => 'db';
}
