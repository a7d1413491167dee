define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, tag => 'gamma' }
  notify { "${title}-d21": message => "${name}: ${level}" }
}
class c1 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'b',
  String $p3 = 'x y',
) {
  tag 'beta'
  File <| ensure == 'running' or tag == 'gamma' |>
}
stage { 'pre': before => Stage['main'] }
@notify {
  default: tag => 'gamma', message => "${facts[hostname]} says hi";
  'n1': tag => 'web';
  'n2': noop => false;
}
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File { owner => 'www-data' }
$v14 = { 'k' => 'v' }
Notify <| (ensure == 'present' or title == 'n1') and title == 'n1' |> { tag => ['beta', 'db'] }
service { ['svc1', 'svc2', 'svc3']: enable => true }
d1 { 'd1-n1': extra => 'v2' }
[Service['svc1'], Notify['d1-n1-d12']] ~> Notify['d1-n1-d11']
File <| ensure == 'running' |> ~> Service['svc1'] ~> Notify <| tag == 'alpha' |>
d2 { 'd2-n1': }
notify { ['n3', 'n4', 'n5']: loglevel => 'info' }
$v22 = [1, 2]
realize([Notify['n2']])
user { 'user1': noop => true, tag => ['gamma', 'beta'] }
file { '/tmp/f1': owner => 'www-data', content => "${facts[hostname]}" }
service { ['svc4', 'svc5']: hasrestart => true, subscribe => Notify['d1-n1-d12'] }
