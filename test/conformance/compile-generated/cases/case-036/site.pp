define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
  File { noop => true }
}
class c1 {
  Exec { noop => false, refreshonly => true }
  notify { 'c1-n1': loglevel => 'warning', * => {  } }
  tag 'db'
}
include c1
exec { 'run1': command => 'touch /tmp/x', refreshonly => false, before => Notify['c1-n1'] }
d1 { ['d1-n1', 'd1-n2']: extra => 7 }
require c1
Exec['run1'] { tag => 'web' }
User { groups => 'users' }
package { 'pkg1': require => Exec['run1'] }
exec { 'run2': command => '/bin/true', notify => Notify['d1-n2-d11'] }
include c1
@user { 'user1': noop => false }
d1 { ['d1-n3', 'd1-n4']: }
User <| title == 'd1-n2-d12' |>
Package['pkg1'] { noop => true }
Notify <| tag == 'alpha' |> { tag +> 'web' }
exec { 'run3': refreshonly => true, subscribe => Notify['d1-n4-d11'], notify => Notify['d1-n1-d12'] }
@service { ['svc1', 'svc2', 'svc3']: before => Notify['c1-n1'] }
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'warning', content => 'data' }
notify { ['n1', 'n2']: require => Notify['d1-n1-d12'] }
$v26 = 'val'
@notify { 'n3': before => [Notify['d1-n1-d11']], * => { 'message' => '' } }
File <| message == 'x y' |> { noop => true }
@notify {
  default: tag => 'beta', require => Package['pkg1'];
  'n4': withpath => true, tag => 'gamma';
  'n5': tag => 'db';
}
