define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 {
  notify { 'c1-n1': message => 'hello', withpath => false }
  notify { 'c1-n2': tag => 'gamma', noop => true, loglevel => 'info' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 1,
) {
  d1 { 'c2-d1-n1': }
}
class c3 {
  User { shell => '/bin/bash' }
  tag 'alpha'
  package {
    default: loglevel => 'warning', noop => true;
    'c3-pkg1': ensure => 'latest';
  }
}
notify {
  default: tag => ['gamma', 'web'];
  'n1': message => 3.5;
  'n2': noop => true, message => 3.5;
  'n3': message => "${facts[hostname]} says hi";
}
