define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'web' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  tag 'web'
  tag 'db'
}
service { ['svc1', 'svc2', 'svc3']: ensure => 'running', tag => 'web' }
@file { '/tmp/f1': subscribe => Service['svc2'], owner => 'root', mode => '0755' }
Service['svc1'] { before +> [Service['svc2']] }
user { 'user1': noop => true, * => { 'require' => Service['svc2'] } }
notify { 'n1': loglevel => 'warning', before => [Service['svc3'], Service['svc1']], tag => 'web' }
service { 'svc4': before => Notify['n1'], tag => 'gamma' }
include c1
service { ['svc5', 'svc6']: require => Service['svc1'] }
include c1
contain c1
$v19 = { 'k' => 'v' }
File <| tag != 'beta' |>
d2 { 'd2-n1': msg => 'v2' }
[Notify['d2-n1-d21'], Notify['d2-n1-in-d11'], Service['svc2']] -> Service['svc2']
package { 'pkg1': tag => 'gamma', notify => Service['svc6'] }
d2 { 'd2-n2': extra => 'v2', msg => 'v2' }
user { 'user2': tag => ['alpha', 'alpha'], shell => '/bin/sh' }
@@notify { 'n2': require => [Service['svc3'], Notify['d2-n1-d21']] }
@notify { 'n3': subscribe => Notify['d2-n1-in-d11'], tag => ['alpha', 'alpha'], before => Package['pkg1'] }
Notify <|  |>
notify { 'n4': subscribe => Service['svc1'], * => {  } }
User { require => Service['svc3'] }
user { 'user3': notify => User['user1'], tag => ['gamma', 'web'], before => Notify['n1'] }
require c1
