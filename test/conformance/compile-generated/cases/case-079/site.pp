define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}" }
  File { noop => true }
}
class c1 (
  Integer $p1 = 8080,
  Enum['a', 'b'] $p2 = 'a',
  Enum['a', 'b'] $p3 = 'a',
) {
  package {
    default: tag => 'db';
    'c1-pkg1': tag => ['alpha', 'beta'];
    'c1-pkg2': ensure => 'installed';
    'c1-pkg3': loglevel => 'info', noop => true;
  }
  tag 'beta'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = undef,
) {
  require c1
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 inherits c2 {
  Package['c1-pkg3'] { tag => ['gamma', 'db'] }
  if defined(Class['c1']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  if tagged('web') {
    notify { 'c3-if-n2': }
  } else {
    notify { 'c3-else-n2': message => 'not' }
  }
  notify { 'c3-n1': tag => ['gamma', 'web'], * => {  } }
  service { 'c3-svc1': tag => 'gamma', noop => false, ensure => 'running' }
}

