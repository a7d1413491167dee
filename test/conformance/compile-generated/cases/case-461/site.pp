define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
  File { noop => true }
}
class c1 {
  service {
    default: enable => false, tag => ['beta', 'alpha'];
    'c1-svc1': tag => ['alpha', 'gamma'], enable => false;
    'c1-svc2': ensure => 'stopped';
    'c1-svc3': loglevel => 'info';
  }
}
class c2 inherits c1 {
  Service['c1-svc2'] { tag => 'gamma' }
  notify {
    default: withpath => true;
    'c2-n1': tag => 'beta';
    'c2-n2': tag => 'gamma';
  }
  user { 'c2-user1': groups => ['adm', 'sudo'], ensure => 'absent' }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  String $p1 = 's',
  Optional[String] $p2 = undef,
  Enum['a', 'b'] $p3 = 'b',
) {
  if tagged('beta') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  package { 'c3-pkg1': loglevel => 'info', * => {  } }
  if defined('c2') {
    notify { 'c3-if-n2': }
  } else {
    notify { 'c3-else-n2': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }

