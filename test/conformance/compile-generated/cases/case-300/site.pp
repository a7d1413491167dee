define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'beta' }
}
class c1 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 'one',
) {
  package { 'c1-pkg1': noop => true, * => {  } }
  Notify { noop => false, message => "${p2} says hi" }
  service {
    default: enable => false, tag => ['web', 'beta'];
    'c1-svc1': hasrestart => false, tag => 'db';
    'c1-svc2': hasrestart => false;
  }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <| title == 'n1' |>
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => ['alpha', 'db'] }
notify { 'n1': before => File['/tmp/f1'], message => "${trusted[certname]} says hi" }
@@notify { 'n2': loglevel => 'info' }
d2 { ['d2-n1', 'd2-n2']: msg => 'v1' }
notify { 'n3': tag => 'gamma', message => undef, notify => File['/tmp/f2'] }
d2 { ['d2-n3', 'd2-n4']: }
