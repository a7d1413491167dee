define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level }
  notify { "${title}-d21": message => $title }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  String $p2 = 'abc',
) {
  @service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: ensure => 'running', enable => false }
  Package { noop => false }
  service { ['c1-svc4', 'c1-svc5', 'c1-svc6']: enable => false, ensure => 'running' }
}
class c2 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
) {
  d1 { 'c2-d1-n1': }
}
tag 'beta'
include c1
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize([Service['c1-svc2']])
Exec { notify => Service['c1-svc4'] }
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
include c1
Service <| tag == 'db' and tag != 'web' |>
