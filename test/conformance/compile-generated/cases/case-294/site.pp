define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => $title, tag => 'beta' }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  package { ['c1-pkg1', 'c1-pkg2']: noop => false }
  exec { 'c1-run1': command => '/bin/true', noop => true, tag => ['alpha', 'beta'] }
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  d1 { 'c2-d1-n1': }
  Notify { before => Notify['c2-d1-n1-d11'] }
}
class c3 (
  Optional[String] $p1 = 'o',
) {
  user { 'c3-user1': shell => '/bin/bash', groups => ['adm', 'sudo'], tag => ['beta', 'db'] }
}
notify { 'n1': withpath => true, message => 'x y' }
$v15 = 'val'
service { 'svc1': notify => Notify['n1'], subscribe => Notify['n1'], loglevel => 'info' }
Notify['n1'] ~> Service['svc1']
File <| ensure == 'running' or message == 'hello' |> <- Service['svc1']
Service['svc1'] <- Notify['n1']
$v20 = [1, 2]
require c3
User['c3-user1'] -> Notify <| ensure == 'present' |>
File { subscribe => [Service['svc1'], User['c3-user1']], noop => true }
notify { 'n2': tag => 'alpha' }
Service['svc1'] ~> Notify <| tag != 'web' and title == 'n1' |>
file { '/tmp/f1': noop => false, * => {  } }
Exec <| title == 'n2' |>
d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
file { ['/tmp/f2', '/tmp/f3']: tag => 'alpha', noop => false }
package { 'pkg1': require => [Notify['n2']] }
tag 'beta'
notify { 'n3': tag => ['web', 'web'] }
