define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Boolean $p1 = true,
  Array[String] $p2 = ['x'],
) {
  package { 'c1-pkg1': noop => true, tag => ['gamma', 'db'], loglevel => 'info' }
  file { '/tmp/c1-f1': ensure => 'directory', * => { 'loglevel' => 'warning' } }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
) inherits c1 {
  File['/tmp/c1-f1'] { noop => 'web' }
  Notify { tag => ['beta', 'db'] }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => "${p1} says hi" }
  @exec {
    default: tag => ['web', 'db'];
    'c2-run1': command => '/bin/true', loglevel => 'info', refreshonly => false;
  }
  user { 'c2-user1': managehome => false }
}
class c3 (
  Integer $p1 = 1,
) {
  include c1
  Service { hasrestart => true }
  user { 'c3-user1': ensure => 'absent', * => {  } }
}
User <| (ensure == 'present' and tag != 'db') and tag == 'web' |> { tag +> ['alpha', 'gamma'] }
$v18 = { 'k' => 'v' }
service { 'svc1': loglevel => 'info', * => {  } }
notify {
  default: subscribe => Service['svc1'], message => true;
  'n1': noop => true, subscribe => Service['svc1'];
  'n2': message => ['a', 'b'], notify => Service['svc1'];
  'n3': tag => 'gamma', notify => Service['svc1'];
}
Notify <| ensure == 'present' |> { tag +> 'gamma' }
d1 { ['d1-n1', 'd1-n2']: msg => 'v1' }
if defined(Notify['d1-n1-d12']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n2'] { require +> Service['svc1'] }
service {
  default: notify => Notify['n3'], before => Notify['n1'];
  'svc2': loglevel => 'info';
  'svc3': require => [Notify['d1-n1-d11']], notify => Notify['n1'];
}
include c1
notify { ['n4', 'n5']: noop => true, loglevel => 'warning' }
user { ['user1', 'user2', 'user3']: uid => 30, before => Notify['d1-n1-d11'] }
Package <| message == 42 or message == 'world' |> { require => Notify['n4'] }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service <| tag == 'gamma' |>
