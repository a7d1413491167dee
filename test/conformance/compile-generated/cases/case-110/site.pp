define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 80,
) {
  tag 'web'
  service {
    default: tag => ['gamma', 'gamma'];
    'c1-svc1': ensure => 'stopped', hasrestart => true;
    'c1-svc2': tag => 'db', ensure => 'running';
  }
}
notify { 'n1': noop => false, tag => 'gamma' }
notify { ['n2', 'n3', 'n4']: tag => 'web' }
service { ['svc1', 'svc2', 'svc3']: tag => ['alpha', 'db'] }
user { 'user1': noop => true, shell => '/bin/bash' }
tag 'beta'
exec { ['run1', 'run2', 'run3']: command => '/bin/true', tag => 'alpha', refreshonly => false }
@exec { 'run4': command => 'touch /tmp/x', * => {  } }
Service['svc2'] { before +> Exec['run3'] }
d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
Exec <| tag != 'web' and ensure == 'present' |> { noop => true }
d1 { 'd1-n3': }
include c1
tag 'db'
realize([Exec['run4']])
File { mode => '0755', tag => 'gamma' }
Notify['n3'] <~ Notify['d1-n1-d11'] -> Notify <| tag != 'db' |>
User { shell => '/bin/bash' }
@notify { 'n5': withpath => true }
realize(Notify['n5'])
@notify { 'n6': subscribe => [Notify['n5']], notify => Notify['d1-n3-d11'] }
notify { ['n7', 'n8', 'n9']: loglevel => 'info' }
Exec['run4'] <~ Notify['d1-n2-d11']
@@exec { ['run5', 'run6', 'run7']: noop => true }
file { '/tmp/f1': before => Class['c1'], ensure => 'file' }
Notify <|  |>
