define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
class c1 (
  Boolean $p1 = true,
  Boolean $p2 = true,
) {
  Notify <|  |> { tag +> ['alpha', 'db'] }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Integer $p2 = 80,
  Enum['a', 'b'] $p3 = 'a',
) {
  exec { ['c2-run1', 'c2-run2']: command => '/bin/true', refreshonly => true }
}
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
