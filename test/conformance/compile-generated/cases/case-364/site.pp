define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
$v6 = [1, 2]
user { 'user1': shell => '/bin/sh', * => {  } }
file { '/tmp/f1': content => "${module_name}" }
notify { ['n1', 'n2', 'n3']: message => "${module_name} says hi" }
exec { 'run1': command => '/bin/true', tag => ['web', 'beta'] }
d1 { ['d1-n1', 'd1-n2']: }
d2 { 'd2-n1': msg => 'v1' }
package { 'pkg1': noop => true, * => {  } }
@d2 { 'd2-n2': }
[Notify['d1-n2-d11']] <- [Exec['run1']] <~ Notify <|  |>
Notify <| message == 42 |> ~> Notify['d1-n1-d11']
realize([D2['d2-n2']])
@service {
  default: hasrestart => false, require => Package['pkg1'];
  'svc1': enable => false, subscribe => Notify['d1-n2-d11'];
}
notify { ['n4', 'n5', 'n6']: tag => ['db', 'db'] }
realize([Service['svc1']])
@@notify {
  default: notify => [Notify['d2-n1-d21'], File['/tmp/f1']];
  'n7': subscribe => [User['user1'], Notify['n1']], require => Service['svc1'];
  'n8': notify => Notify['n2'], message => 'world';
}
tag 'web'
service { ['svc2', 'svc3', 'svc4']: enable => true }
Notify['n5'] <- Notify['d2-n1-d22']
user { 'user2': uid => 30 }
realize(Notify['ghost'])
