define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = undef,
) {
  notify { 'c1-n1': message => "${p1} says hi", tag => 'web' }
  if tagged('gamma') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 inherits c1 {
  service { 'c2-svc1': enable => true }
  user { ['c2-user1', 'c2-user2']: uid => 30, tag => ['alpha', 'db'] }
  file { '/tmp/c2-f1': ensure => 'file', * => {  } }
  Notify { loglevel => 'info', tag => ['beta', 'beta'] }
}
class c3 (
  String $p1 = 'x y',
  Optional[String] $p2 = undef,
) {
  package { 'c3-pkg1': tag => 'alpha', ensure => 'installed' }
  exec { 'c3-run1': command => '/bin/true', * => { 'loglevel' => 'info' } }
  exec { 'c3-run2': command => 'touch /tmp/x', noop => false }
}

