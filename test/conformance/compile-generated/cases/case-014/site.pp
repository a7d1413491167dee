define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $extra, tag => 'gamma' }
}
$v5 = [1, 2]
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v8 = { 'k' => 'v' }
service { 'svc1': loglevel => 'info', * => {  } }
notify {
  default: subscribe => Service['svc1'], message => true;
  'n1': noop => true, subscribe => Service['svc1'];
  'n2': message => ['a', 'b'], notify => Service['svc1'];
  'n3': tag => 'gamma', notify => Service['svc1'];
}
Notify <| ensure == 'present' |> { tag +> 'gamma' }
@d1 { ['d1-n1', 'd1-n2']: msg => 'v1' }
@service { 'svc2': noop => true }
D1 <| (tag != 'beta' or tag != 'db') and ensure == 'running' |> { require +> Notify['n3'] }
Notify['n2'] { before => [Service['svc1'], Notify['n3']] }
user {
  default: require => Notify['n3'];
  'user1': subscribe => Notify['n3'];
}
user {
  default: before => Notify['n1'];
  'user2': loglevel => 'warning', managehome => true;
  'user3': shell => '/bin/sh', tag => 'alpha';
  'user4': before => Notify['n3'];
}
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service <| title == 'user2' or tag != 'web' |>
service { ['svc3', 'svc4']: hasrestart => false }
