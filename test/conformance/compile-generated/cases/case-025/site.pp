define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 's',
  Array[String] $p2 = ['x'],
  Array[String] $p3 = ['x'],
) {
  tag 'alpha'
  notify {
    default: message => 'x y', noop => false;
    'c1-n1': withpath => false;
    'c1-n2': message => 'hello';
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = false,
) {
  notify { ['c2-n1', 'c2-n2']: tag => 'gamma' }
  package {
    default: loglevel => 'info';
    'c2-pkg1': ensure => 'installed';
    'c2-pkg2': tag => ['db', 'db'];
  }
  Exec { refreshonly => true }
  file { '/tmp/c2-f1': tag => ['alpha', 'gamma'] }
}

