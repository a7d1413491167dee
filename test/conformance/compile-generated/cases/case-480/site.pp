define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $extra, tag => 'db' }
}
Notify <| ensure == 'directory' |>
tag 'gamma'
Service <|  |>
tag 'gamma'
@d1 { 'd1-n1': }
File <| message == 'world' or ensure == 'present' |> { tag +> 'gamma' }
package { 'pkg1': noop => true }
tag 'db'
File <|  |> -> Package['pkg1']
d1 { 'd1-n2': }
@notify { ['n1', 'n2']: before => [Notify['d1-n2-d11'], Package['pkg1']], loglevel => 'info' }
user { 'user1': ensure => 'absent' }
Notify { before => Package['pkg1'], withpath => false }
Notify <| (title == 'd1-n2-d12' and tag != 'alpha') and title == 'd1-n2-d11' |> ~> User['user1'] ~> User['user1']
Notify['d1-n2-d12'] ~> User['user1']
file { '/tmp/f1': noop => true, before => [Notify['d1-n2-d12']], mode => '0644' }
tag 'gamma'
d1 { ['d1-n3', 'd1-n4']: extra => 'v2' }
Notify { subscribe => Notify['d1-n4-d12'], message => 'x y' }
$v22 = 'val'
Notify { require => [Notify['d1-n2-d11']] }
notify {
  default: message => 'world', tag => 'alpha';
  'n3': withpath => false, loglevel => 'info';
  'n4': require => File['/tmp/f1'], loglevel => 'warning';
}
