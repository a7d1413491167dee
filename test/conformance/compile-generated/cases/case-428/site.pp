define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, tag => 'db' }
  notify { "${title}-d11": message => $title, tag => 'beta' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'beta' }
  Notify { noop => true }
}
class c1 (
  String $p1 = 's',
  Optional[String] $p2 = 'o',
  Enum['a', 'b'] $p3 = 'b',
) {
  Exec { path => ['/bin', '/usr/bin'], timeout => 1001 }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => "${p2} says hi", loglevel => 'warning' }
  notify { ['c1-n4', 'c1-n5']: noop => true }
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = [],
  Enum['a', 'b'] $p3 = 'a',
) inherits c1 {
  Notify['c1-n5'] { tag => 'beta' }
  Notify { withpath => false }
  service { 'c2-svc1': loglevel => 'info' }
}
class c3 (
  String $p1 = 'x y',
  Optional[String] $p2 = 'o',
) {
  Notify { message => true }
}

