define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'gamma' }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
}
class c1 {
  File { ensure => 'file' }
}
class c2 (
  Array[String] $p1 = [],
) {
  file {
    default: content => "line\n";
    '/tmp/c2-f1': tag => 'db', noop => true;
    '/tmp/c2-f2': ensure => 'present';
    '/tmp/c2-f3': content => 'data', tag => ['web', 'beta'];
  }
  d1 { ['c2-d1-n1', 'c2-d1-n2']: }
}
class c3 (
  Optional[String] $p1 = 'o',
  Optional[String] $p2 = 'o',
  Boolean $p3 = true,
) {
  @package { 'c3-pkg1': noop => true, * => {  } }
}
Notify { message => 'world', loglevel => 'info' }
