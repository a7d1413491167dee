define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Array[String] $p2 = [],
) {
  Service <| message == 'hello' |> { tag => 'db' }
  notify { 'c1-n1': loglevel => 'warning', tag => ['beta', 'gamma'], message => 'x y' }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 {
  file { '/tmp/c2-f1': noop => true, ensure => 'present' }
}
class c3 (
  Optional[String] $p1 = undef,
  Enum['a', 'b'] $p2 = 'b',
) inherits c1 {
  Notify['c1-n1'] { message +> 'web' }
  @notify { 'c3-n1': tag => 'db', * => {  } }
  contain c2
  service { 'c3-svc1': tag => 'alpha', enable => true, ensure => 'running' }
  exec {
    default: command => '/bin/true', noop => true, tag => ['db', 'alpha'];
    'c3-run1': command => '/bin/true', tag => 'alpha';
    'c3-run2': loglevel => 'warning', refreshonly => true;
    'c3-run3': command => '/bin/true', tag => ['db', 'web'];
  }
}
notify { 'n1': tag => 'db', noop => true }
service { 'svc1': loglevel => 'warning', tag => ['db', 'web'] }
Package { subscribe => [Notify['n1']], loglevel => 'info' }
Service <| tag != 'db' |> { noop => false }
notify { 'n2': tag => ['beta', 'web'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n3': notify => Notify['n2'] }
tag 'beta'
