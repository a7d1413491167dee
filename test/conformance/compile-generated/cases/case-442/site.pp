define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'db'
  package { 'c1-pkg1': tag => 'db', loglevel => 'info' }
  Notify { message => ['a', 'b'], tag => ['alpha', 'beta'] }
  notify { 'c1-n1': loglevel => 'info', * => {  } }
}
class c2 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = [],
) {
  notify { 'c2-n1': loglevel => 'warning' }
}
class c3 (
  String $p1 = 'x y',
) {
  file { ['/tmp/c3-f1', '/tmp/c3-f2']: tag => 'beta' }
}
tag 'beta'
notify { 'n1': tag => 'web' }
$v16 = { 'k' => 'v' }
notify { 'n2': tag => ['gamma', 'beta'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n3', 'n4']: tag => ['db', 'alpha'] }
service { 'svc1': enable => false, tag => ['db', 'gamma'] }
file {
  default: notify => Notify['n1'];
  '/tmp/f1': content => 'data';
}
class { 'c2': p2 => [] }
Service { notify => Class['c2'], hasrestart => false }
$v25 = { 'k' => 'v' }
tag 'web'
tag 'alpha'
exec { 'run1': tag => ['web', 'alpha'] }
