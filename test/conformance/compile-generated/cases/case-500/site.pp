define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 'one',
) {
  tag 'gamma'
  User { ensure => 'present' }
  notify { 'c1-n1': message => true }
}
class c2 inherits c1 {
  service { 'c2-svc1': ensure => 'running', * => {  } }
}
class c3 (
  Integer $p1 = 80,
) {
  if defined('c1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  exec { 'c3-run1': command => '/bin/true', loglevel => 'info' }
}
stage { 'pre': before => Stage['main'] }

