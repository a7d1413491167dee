define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 {
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: content => 'data' }
  user { 'c1-user1': noop => false, ensure => 'absent' }
  Service <| title == 'n1' or tag == 'web' |>
}
d1 { 'd1-n1': msg => 'v2' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| tag != 'alpha' |>
d1 { 'd1-n2': extra => 7 }
d1 { 'd1-n3': }
Package { loglevel => 'warning' }
d1 { 'd1-n4': extra => 'v1' }
contain c1
File <| tag == 'web' |>
Notify { subscribe => Notify['d1-n1-d11'] }
$v19 = 'val'
User <| tag != 'beta' and tag != 'web' |> { noop => true }
Exec { loglevel => 'info' }
d1 { 'd1-n5': msg => 'v1', extra => 'v2' }
User <| tag == 'alpha' |> { tag +> ['gamma', 'web'] }
notify { 'n1': tag => 'beta', * => { 'withpath' => true } }
Service <| message == 'hello' |>
require c1
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User <| (tag != 'db' or tag != 'db') and tag == 'beta' |>
service { ['svc1', 'svc2', 'svc3']: tag => 'alpha' }
notify { 'n2': message => 'hello' }
service {
  default: ensure => 'running', notify => Notify['d1-n1-d11'];
  'svc4': loglevel => 'info', hasrestart => true;
  'svc5': subscribe => Notify['d1-n5-d11'];
}
