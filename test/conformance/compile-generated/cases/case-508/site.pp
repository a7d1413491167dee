define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'beta' }
  notify { "${title}-d21": message => $title, tag => 'db' }
  Notify { noop => true }
}
class c1 {
  notify { 'c1-n1': noop => false, tag => 'beta', message => '' }
  d2 { ['c1-d2-n1', 'c1-d2-n2']: extra => 'v1' }
}
d2 { 'd2-n1': extra => 'v1' }
User { tag => ['beta', 'web'] }
Notify { withpath => true, loglevel => 'info' }
Notify['d2-n1-d21'] <- Notify <| tag != 'gamma' |> ~> File <| tag == 'alpha' and message == 'x y' |>
notify { ['n1', 'n2', 'n3']: tag => ['gamma', 'beta'], subscribe => Notify['d2-n1-d22'] }
service { 'svc1': ensure => 'running', * => {  } }
Notify <| tag == 'web' or title == 'svc1' |>
Notify['n2'] <~ [Service['svc1'], Notify['n3'], Notify['n2']] -> Notify['n3']
Notify <| tag == 'gamma' and ensure == 'running' |>
File { tag => ['alpha', 'gamma'] }
$v19 = [1, 2]
Service['svc1'] { tag => 'db' }
file { '/tmp/f1': subscribe => Notify['d2-n1-d21'], require => [Notify['n2'], Notify['d2-n1-d21']], content => 'data' }
notify { 'n4': loglevel => 'warning', * => {  } }
notify { 'n5': notify => Notify['n3'], loglevel => 'warning', message => true }
$v24 = { 'k' => 'v' }
Service <| (message == 'world' and title == 'd2-n1-d22') and title == 'n3' |> { noop => true }
require c1
exec { 'run1': command => 'touch /tmp/x', * => { 'notify' => Notify['c1-d2-n1-d21'] } }
