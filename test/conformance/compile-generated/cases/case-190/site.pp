define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = true,
  Integer $p3 = 80,
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  notify { 'c1-n1': withpath => true, notify => [Notify['c1-d1-n2-d11'], Notify['c1-d1-n1-d12']], loglevel => 'info' }
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  String $p1 = 'abc',
) {
  service { 'c2-svc1': hasrestart => true }
  tag 'alpha'
}
d1 { 'd1-n1': extra => 'v2' }
$v12 = { 'k' => 'v' }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
