define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'web' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'abc',
  String $p2 = 'x y',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => 'beta' }
  Package { ensure => 'latest' }
}
class c2 (
  Optional[String] $p1 = undef,
  Optional[String] $p2 = undef,
  Array[String] $p3 = ['a', 'b'],
) {
  if tagged('web') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  user { 'c2-user1': loglevel => 'info', managehome => false }
  Notify { tag => 'web', loglevel => 'info' }
  service { 'c2-svc1': noop => false, tag => 'alpha' }
}

