define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = false,
) {
  exec { ['c1-run1', 'c1-run2']: command => '/bin/true', loglevel => 'warning', refreshonly => true }
  File <| message == 'world' or title == 'n1' |> { noop => true }
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
user { 'user1': tag => ['alpha', 'gamma'], noop => true }
package { 'pkg1': noop => true, ensure => 'absent' }
