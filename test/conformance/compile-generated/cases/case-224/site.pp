define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg }
  File { noop => true }
}
@user {
  default: managehome => false, tag => 'web';
  'user1': loglevel => 'warning';
  'user2': tag => 'gamma';
}
package { 'pkg1': tag => 'web', ensure => 'installed' }
service { 'svc1': enable => false, noop => false }
$v8 = 'val'
Service['svc1'] -> Service <|  |>
Notify { noop => false }
notify { 'n1': withpath => false }
d1 { 'd1-n1': }
@exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
notify { 'n2': require => Notify['n1'] }
user { 'user3': loglevel => 'info', managehome => false, shell => '/bin/sh' }
@user { ['user4', 'user5']: subscribe => Notify['n1'] }
Notify <| ensure == 'directory' and title == 'd1-n1-d11' |> { require => Notify['n2'] }
tag 'db'
Service['svc1'] { tag => ['beta', 'beta'] }
Exec <| title == 'pkg1' and tag == 'web' |> { require => Notify['n2'] }
Notify['n2'] { message => 3.5 }
realize([User['user1'], User['user4']])
User['user3'] { before => Notify['n1'] }
File <| ensure == 'running' |> <- Service['svc1'] -> Notify <|  |>
tag 'alpha'
realize([Exec['run1'], User['user1']])
$v27 = { 'k' => 'v' }
Exec <| ensure == 'running' |> { require +> Package['pkg1'] }
Service['svc1'] { require => [Exec['run1'], User['user3']] }
@user { 'user6': require => [Notify['n1']] }
notify { 'n3': tag => ['gamma', 'gamma'] }
File { mode => '0600', content => "line\n" }
[Notify['d1-n1-d11']] -> [Service['svc1'], Notify['n1']]
File { require => User['user1'] }
@notify { 'n4': tag => 'alpha' }
User { loglevel => 'info' }
exec {
  default: command => '/usr/bin/env echo hi', timeout => '300';
  'run2': command => 'touch /tmp/x', notify => Notify['n2'], tag => 'alpha';
  'run3': command => '/bin/true', refreshonly => false;
  'run4': command => '/usr/bin/env echo hi', tag => 'beta';
}
Package { ensure => '1.2.3', loglevel => 'info' }
