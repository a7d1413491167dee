define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $level }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $title }
  File { noop => true }
}
class c1 {
  tag 'gamma'
}
class c2 (
  Integer $p1 = 1,
  String $p2 = 'abc',
  Integer $p3 = 1,
) inherits c1 {
  user { 'c2-user1': groups => ['adm', 'sudo'] }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
) {
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  tag 'web'
}
exec { ['run1', 'run2', 'run3']: path => ['/bin', '/usr/bin'], loglevel => 'info' }
file { ['/tmp/f1', '/tmp/f2']: loglevel => 'warning', subscribe => Exec['run2'] }
file { '/tmp/f3': tag => 'web', * => {  } }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
