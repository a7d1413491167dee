define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
  Notify { noop => true }
}
class c1 {
  notify { 'c1-n1': withpath => true, * => {  } }
  exec { 'c1-run1': command => '/usr/bin/env echo hi', tag => 'gamma' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = false,
  Variant[Integer, String] $p3 = 'one',
) {
  @notify { 'c2-n1': message => 'multi
  line', tag => ['db', 'beta'] }
}
class c3 (
  Integer $p1 = 1,
) {
  file { '/tmp/c3-f1': mode => '0600', noop => true }
}

