define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  Integer $p1 = 80,
  Integer $p2 = 8080,
  String $p3 = 'x y',
) {
  file {
    default: content => 'data', tag => 'gamma';
    '/tmp/c1-f1': owner => 'root', loglevel => 'info';
  }
  notify { 'c1-n1': withpath => false, message => 'hello', tag => ['beta', 'web'] }
  @package { ['c1-pkg1', 'c1-pkg2']: ensure => 'absent' }
  notify {
    default: message => undef, withpath => false;
    'c1-n2': loglevel => 'warning';
  }
}
class c2 (
  String $p1 = 's',
) {
  tag 'alpha'
  d1 { 'c2-d1-n1': }
  service {
    default: enable => true, tag => 'gamma';
    'c2-svc1': tag => 'web', loglevel => 'warning';
    'c2-svc2': notify => Notify['c2-d1-n1-d12'];
  }
  d1 { 'c2-d1-n2': extra => 'v1' }
}

