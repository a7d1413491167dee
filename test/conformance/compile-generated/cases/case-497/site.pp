define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'db' }
  notify { "${title}-d21": message => "${name}: ${msg}" }
  d1 { "${name}-in": }
}
Notify { noop => false }
file { '/tmp/f1': noop => false, ensure => 'present' }
user { 'user1': loglevel => 'warning', shell => '/bin/sh' }
notify { ['n1', 'n2']: withpath => true }
Service { tag => ['gamma', 'db'] }
Notify['n2'] -> Notify <| ensure == 'directory' and tag == 'beta' |> -> [File['/tmp/f1'], User['user1']]
@notify { ['n3', 'n4', 'n5']: loglevel => 'info', subscribe => User['user1'] }
service { 'svc1': notify => File['/tmp/f1'], loglevel => 'info', subscribe => File['/tmp/f1'] }
Notify['n2'] { message => true }
d2 { 'd2-n1': msg => 'v2' }
exec { 'run1': loglevel => 'warning' }
exec { 'run2': command => '/usr/bin/env echo hi', * => { 'loglevel' => 'info', 'subscribe' => User['user1'] } }
notify { 'n6': tag => ['db', 'alpha'], subscribe => [File['/tmp/f1'], Notify['n1']], require => [Notify['n1']] }
service { 'svc2': loglevel => 'warning' }
file { '/tmp/f2': content => 'data', loglevel => 'info' }
service { 'svc3': tag => ['web', 'gamma'], loglevel => 'warning' }
Package { ensure => 'installed' }
Notify { subscribe => Service['svc3'], message => ['a', 'b'] }
realize([Notify['n5'], Notify['n3']])
$v26 = [1, 2]
@file { '/tmp/f3': content => "line\n", notify => File['/tmp/f1'] }
file { ['/tmp/f4', '/tmp/f5', '/tmp/f6']: owner => 'root', require => Exec['run2'] }
Notify['n2'] { tag => 'gamma' }
file { '/tmp/f7': owner => 'www-data', notify => Service['svc3'] }
Notify { notify => File['/tmp/f6'] }
user { 'user2': tag => 'db', loglevel => 'warning' }
