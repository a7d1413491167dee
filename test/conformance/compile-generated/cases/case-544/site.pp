define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra, tag => 'beta' }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  user { 'c1-user1': loglevel => 'warning', * => {  } }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
) {
  tag 'beta'
  service { 'c2-svc1': hasrestart => false, loglevel => 'info' }
  contain c1
  file { '/tmp/c2-f1': noop => true, * => {  } }
}
class c3 {
  service { 'c3-svc1': ensure => 'stopped', hasrestart => false }
  Service { noop => true }
  tag 'web'
}
contain c2
Service <|  |> <- Notify <| ensure == 'present' and ensure == 'directory' |> <- File <| tag != 'gamma' |>
Service <| (ensure == 'present' or message == 'world') and tag != 'alpha' |> ~> Notify <| tag == 'db' and tag == 'web' |> ~> Service['c2-svc1']
$v22 = { 'k' => 'v' }
notify { 'n1': subscribe => Service['c2-svc1'] }
tag 'db'
d2 { 'd2-n1': extra => 'v1' }
service { 'svc1': ensure => 'running', loglevel => 'info', tag => 'db' }
if defined(Notify['d2-n1-in-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': notify => Notify['d2-n1-in-d11'], managehome => false, shell => '/bin/sh' }
require c2
service { 'svc2': hasrestart => false }
tag 'db'
Class['c2'] <~ File <| ensure == 'running' |>
$v34 = [1, 2]
d1 { 'bad': bogus => 1 }
