define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'beta'
  notify { 'c1-n1': message => 'world', tag => 'web' }
}
class c2 (
  Integer $p1 = 8080,
  Optional[String] $p2 = undef,
  String $p3 = 's',
) {
  notify { 'c2-n1': tag => 'db' }
  user {
    default: ensure => 'present', tag => 'beta';
    'c2-user1': groups => [], ensure => 'absent';
  }
}
class c3 (
  Integer $p1 = 80,
) {
  exec { 'c3-run1': loglevel => 'warning', command => '/bin/true', refreshonly => true }
  if tagged('beta') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
@service { 'svc1': noop => false, enable => false }
service { 'svc2': noop => false }
@@notify { ['n1', 'n2', 'n3']: tag => 'alpha', message => "${trusted[certname]} says hi" }
exec { 'run1': command => '/bin/true', * => { 'before' => Service['svc2'] } }
Exec { tag => ['web', 'web'] }
