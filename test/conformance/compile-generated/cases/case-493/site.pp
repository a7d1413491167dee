define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 1,
  Array[String] $p3 = ['a', 'b'],
) {
  tag 'web'
  tag 'gamma'
  d1 { 'c1-d1-n1': level => 'v2' }
  package { 'c1-pkg1': subscribe => Notify['c1-d1-n1-d11'], require => Notify['c1-d1-n1-d11'] }
}
class c2 (
  String $p1 = 'abc',
  Optional[String] $p2 = undef,
  Enum['a', 'b'] $p3 = 'a',
) inherits c1 {
  Package['c1-pkg1'] { noop => ['gamma', 'beta'] }
  tag 'gamma'
  @notify { 'c2-n1': tag => ['db', 'db'] }
}
class c3 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = true,
) inherits c1 {
  Notify['c1-d1-n1-d11'] { message => 'db' }
  notify { ['c3-n1', 'c3-n2']: message => 'x y' }
}
include c2
require c1
notify { 'n1': notify => Class['c2'] }
Notify['n1'] { message => 3.5 }
notify { 'n2': noop => false, message => true }
notify { 'n3': notify => Package['c1-pkg1'] }
user { ['user1', 'user2']: tag => ['alpha', 'db'] }
notify { 'n4': noop => true, message => 3.5, before => Notify['n1'] }
@@file { '/tmp/f1': tag => 'db', * => { 'subscribe' => Package['c1-pkg1'] } }
d1 { ['d1-n1', 'd1-n2']: level => 7 }
