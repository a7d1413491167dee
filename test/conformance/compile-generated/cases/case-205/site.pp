define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $level, tag => 'db' }
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'x y',
) {
  notify { 'c1-n1': tag => ['gamma', 'gamma'], noop => true }
  service { 'c1-svc1': noop => false, tag => ['db', 'web'], enable => false }
  user { 'c1-user1': uid => '300' }
}
stage { 'pre': before => Stage['main'] }
d2 { 'd2-n1': }
Notify['d2-n1-in-d11'] <~ Notify['d2-n1-d21'] -> Notify['d2-n1-in-d12']
exec { 'run1': command => '/bin/true', tag => 'db' }
Service { subscribe => Notify['d2-n1-d21'] }
Exec['run1'] { before => Notify['d2-n1-in-d11'] }
Exec['run1'] { require +> Notify['d2-n1-in-d12'] }
exec { 'run2': command => 'touch /tmp/x', notify => Exec['run1'], noop => false }
Service { noop => false }
[Exec['run2'], Notify['d2-n1-in-d11']] -> Exec['run2']
$v22 = { 'k' => 'v' }
include c1
Notify <| ensure == 'running' |>
Notify <| tag == 'db' or title == 'c1-n1' |> { require +> Notify['d2-n1-d22'] }
notify { 'd2-n1-d21': }
