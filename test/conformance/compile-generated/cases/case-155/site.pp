define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $msg }
}
service { ['svc1', 'svc2', 'svc3']: noop => false }
Service['svc1'] { tag +> ['alpha', 'gamma'] }
User { require => Service['svc3'], groups => 'users' }
Exec <| title == 'svc1' |> { noop => false }
notify { 'n1': notify => [Service['svc2'], Service['svc3']] }
d1 { 'd1-n1': }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v11 = { 'k' => 'v' }
service { ['svc4', 'svc5', 'svc6']: require => Service['svc2'], tag => 'beta' }
file { '/tmp/f1': mode => '0755', * => {  } }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
file { '/tmp/f2': before => Notify['d1-n1-d11'], content => "${module_name}", tag => 'beta' }
notify { 'n2': noop => true, tag => 'web' }
if defined('$nosuch') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
file { '/tmp/f3': mode => '0644', require => [Service['svc1']] }
Package { subscribe => Service['svc6'], tag => 'beta' }
@file { ['/tmp/f4', '/tmp/f5', '/tmp/f6']: require => Notify['d1-n1-d11'], noop => true }
tag 'beta'
d1 { ['d1-n2', 'd1-n3']: }
Notify['d1-n3-d11'] <- Service['svc4'] -> Notify['d1-n3-d12']
@user {
  default: before => Notify['d1-n2-d11'], loglevel => 'warning';
  'user1': noop => false;
  'user2': shell => '/bin/sh', ensure => 'absent';
}
notify { 'n3': message => 'world' }
$v28 = [1, 2]
notify { 'n4': before => Service['svc5'], noop => true }
notify { 'n5': notify => [File['/tmp/f3'], Notify['n3']], * => {  } }
Service['svc6'] { noop => false }
Notify['d1-n3-d12'] ~> Notify['n2'] -> Service['svc6']
d1 { 'd1-n4': }
Service['svc1'] { before => Notify['d1-n3-d12'] }
User { managehome => true }
File <|  |>
