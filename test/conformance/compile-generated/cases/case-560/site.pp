define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $extra }
  notify { "${title}-d21": message => $extra, tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'abc',
  Array[String] $p2 = ['x'],
  String $p3 = 'abc',
) {
  service { 'c1-svc1': loglevel => 'warning', hasrestart => true }
  tag 'db'
  tag 'web'
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = [],
) {
  tag 'web'
}
@notify { ['n1', 'n2']: message => 3.5 }
include c2
Class['c2'] -> Notify <| tag != 'db' |>
Notify { noop => false }
realize(Notify['n2'])
@notify { ['n3', 'n4', 'n5']: subscribe => Notify['n2'], loglevel => 'info' }
user { 'user1': loglevel => 'info', uid => 30, tag => 'db' }
class { 'c1': p2 => ['x'] }
Package { before => User['user1'], subscribe => Notify['n2'] }
