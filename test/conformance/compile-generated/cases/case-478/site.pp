define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'alpha', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title, tag => 'db' }
  d1 { "${name}-in": }
}
class c1 {
  notify { 'c1-n1': withpath => true }
  notify {
    default: message => 'multi
  line';
    'c1-n2': tag => ['gamma', 'beta'];
    'c1-n3': noop => false;
  }
  File { content => 'data', tag => 'web' }
}
class c2 (
  Boolean $p1 = true,
  String $p2 = 'x y',
  Array[String] $p3 = ['x'],
) {
  package { 'c2-pkg1': noop => true }
}
class c3 (
  String $p1 = 'abc',
  Variant[Integer, String] $p2 = 'one',
  Boolean $p3 = false,
) {
  notify {
    default: tag => ['web', 'web'];
    'c3-n1': noop => false, withpath => false;
    'c3-n2': loglevel => 'warning';
  }
  package { 'c3-pkg1': ensure => 'latest', loglevel => 'info' }
}

