define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma' }
  notify { "${title}-d11": message => $level }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Array[String] $p2 = ['a', 'b'],
  Integer $p3 = 8080,
) {
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: enable => true }
}
class c2 (
  Boolean $p1 = false,
  String $p2 = 's',
  Boolean $p3 = false,
) inherits c1 {
  Service['c1-svc3'] { tag +> ['db', 'gamma'] }
  file {
    default: owner => 'www-data';
    '/tmp/c2-f1': content => 'data', ensure => 'absent';
    '/tmp/c2-f2': tag => 'beta';
    '/tmp/c2-f3': mode => '0755';
  }
  if tagged('db') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  service { 'c2-svc1': tag => ['beta', 'web'], enable => true, hasrestart => true }
  notify {
    default: message => 'multi
  line';
    'c2-n1': noop => false, withpath => false;
    'c2-n2': noop => true;
    'c2-n3': loglevel => 'info';
  }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
) {
  package { ['c3-pkg1', 'c3-pkg2']: ensure => 'absent', tag => 'beta' }
  notify { 'c3-n1': message => "${p1} says hi" }
  include c1
}
stage { 'pre': before => Stage['main'] }

