define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg }
}
tag 'gamma'
notify { 'n1': message => undef, loglevel => 'warning' }
Notify { message => "tab\there" }
Service <| ensure == 'present' |>
package { 'pkg1': tag => ['gamma', 'alpha'] }
tag 'beta'
exec { 'run1': timeout => 1001, path => ['/bin', '/usr/bin'], before => Package['pkg1'] }
$v10 = [1, 2]
@file {
  default: before => Notify['n1'];
  '/tmp/f1': subscribe => [Package['pkg1']];
  '/tmp/f2': ensure => 'absent', notify => [Notify['n1']];
}
File <| tag == 'alpha' |>
file {
  default: subscribe => Exec['run1'];
  '/tmp/f3': notify => Exec['run1'];
}
File['/tmp/f3'] -> Package['pkg1'] ~> File['/tmp/f3']
notify { 'n2': require => File['/tmp/f3'] }
service { 'svc1': tag => ['beta', 'db'], * => { 'noop' => false } }
notify { ['n3', 'n4', 'n5']: before => Exec['run1'] }
Notify <|  |> { tag => ['alpha', 'alpha'] }
user { 'user1': tag => 'web' }
$v20 = { 'k' => 'v' }
Service { require => [File['/tmp/f3']] }
user { 'user2': notify => Notify['n3'] }
notify { ['n6', 'n7', 'n8']: message => "${trusted[certname]} says hi", loglevel => 'info' }
d1 { 'd1-n1': }
d1 { ['d1-n2', 'd1-n3']: msg => 7 }
$v26 = [1, 2]
File <| message == 'hello' |>
notify { ['n9', 'n10']: withpath => false, subscribe => Notify['d1-n2-d12'] }
Notify['n4'] ~> [Notify['d1-n2-d11'], Notify['n10']] <~ Notify['d1-n3-d12']
d1 { ['d1-n4', 'd1-n5']: msg => 'v1' }
d1 { ['d1-n6', 'd1-n7']: }
