define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $level, tag => 'db' }
}
class c1 (
  Array[String] $p1 = ['x'],
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  @service { 'c1-svc1': noop => true }
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: tag => ['alpha', 'web'], content => 'data' }
}
class c2 (
  String $p1 = 'x y',
  Array[String] $p2 = ['a', 'b'],
) {
  User <|  |> { tag => 'db' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 1,
  Boolean $p3 = false,
) {
  user { 'c3-user1': tag => ['beta', 'alpha'], groups => 'users', ensure => 'absent' }
  file { ['/tmp/c3-f1', '/tmp/c3-f2']: mode => '0755' }
  file { '/tmp/c3-f3': tag => 'web', ensure => 'present' }
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: tag => 'beta' }
}
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'db'
exec { 'run1': command => '/usr/bin/env echo hi', noop => true, path => ['/bin', '/usr/bin'] }
$v20 = 'val'
tag 'web'
Notify { message => "${trusted[certname]} says hi" }
user { 'user1': loglevel => 'warning', before => Exec['run1'], shell => '/bin/bash' }
tag 'db'
