define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'web', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
}
class c1 (
  Boolean $p1 = true,
  Array[String] $p2 = ['x'],
  Variant[Integer, String] $p3 = 1,
) {
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => 'touch /tmp/x', loglevel => 'warning' }
  service { 'c1-svc1': ensure => 'running', noop => false }
  File <| title == 'n1' |>
  d1 { 'c1-d1-n1': msg => 7 }
}
class c2 (
  Array[String] $p1 = [],
) inherits c1 {
  Exec['c1-run2'] { noop => 'web' }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', loglevel => 'warning' }
  Notify <| ensure == 'present' |>
}
stage { 'pre': before => Stage['main'] }
Notify <| tag != 'alpha' |> -> File <|  |> <- Notify <| (title == 'n1' and title == 'n1') and message == 42 |>
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'gamma'
user { 'user1': shell => '/bin/sh' }
User['user1'] { before => User['user1'] }
notify { 'n1': withpath => false, message => true }
Notify['n1'] { before => [Notify['n1']] }
notify { 'n2': noop => true, * => { 'notify' => User['user1'] } }
Notify <| title == 'n1' |>
d1 { 'd1-n1': }
service { 'svc1': loglevel => 'info', * => {  } }
require c2
tag 'gamma'
Exec { subscribe => Class['c2'] }
realize(Class['nosuch'])
