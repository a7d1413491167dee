define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'alpha'
  if tagged('web') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  file { '/tmp/c1-f1': owner => 'root' }
  d1 { 'c1-d1-n1': msg => 'v2' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 1,
  Boolean $p3 = false,
) {
  file {
    default: noop => true;
    '/tmp/c2-f1': noop => true, loglevel => 'warning';
    '/tmp/c2-f2': ensure => 'present', tag => ['gamma', 'gamma'];
  }
  user { 'c2-user1': tag => 'beta', groups => ['adm', 'sudo'] }
}

