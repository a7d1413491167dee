define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
File { tag => ['gamma', 'gamma'] }
d1 { 'd1-n1': }
@notify { 'n1': before => Notify['d1-n1-d11'] }
Notify <| tag != 'gamma' or title == 'd1-n1-d11' |> { message => 'x y' }
Notify <| title == 'd1-n1-d11' |> -> Notify <| tag != 'alpha' |>
Notify <| title == 'd1-n1-d11' |> { tag +> ['web', 'alpha'] }
notify { 'n2': subscribe => Notify['d1-n1-d11'], * => { 'tag' => ['beta', 'db'] } }
notify {
  default: require => Notify['n2'], loglevel => 'info';
  'n3': tag => ['db', 'alpha'];
  'n4': loglevel => 'info', tag => ['db', 'gamma'];
}
notify { 'n5': subscribe => Notify['n4'] }
Notify['n3'] { message => 'hello' }
Notify['n5'] { require +> Notify['n5'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': require => Notify['n2'], loglevel => 'warning' }
d1 { ['d1-n2', 'd1-n3']: }
@package { 'pkg1': tag => ['db', 'web'] }
notify { ['n6', 'n7']: loglevel => 'info', noop => false }
@notify { 'n8': noop => false, notify => Notify['n2'] }
$v20 = { 'k' => 'v' }
tag 'db'
Package { ensure => 'absent' }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@@notify { 'n9': loglevel => 'warning' }
