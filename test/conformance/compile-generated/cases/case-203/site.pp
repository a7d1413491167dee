define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $msg, tag => 'beta' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 1,
  Variant[Integer, String] $p3 = 'one',
) {
  notify {
    default: withpath => false, message => '';
    'c1-n1': loglevel => 'warning', message => "${p3} says hi";
  }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec { 'c1-run1': command => '/bin/true', tag => ['web', 'alpha'] }
}
class c2 (
  Array[String] $p1 = [],
) {
  Package { loglevel => 'info', tag => 'web' }
  Exec { tag => ['db', 'beta'] }
}
class c3 {
  package { ['c3-pkg1', 'c3-pkg2']: tag => 'web' }
  tag 'gamma'
  d2 { ['c3-d2-n1', 'c3-d2-n2']: msg => 7 }
}
$v19 = 'val'
Package { tag => 'gamma' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c3
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v26 = { 'k' => 'v' }
d2 { 'd2-n1': extra => 7 }
Notify <| ensure == 'directory' or message == 'hello' |> -> Package['c3-pkg2']
$v29 = { 'k' => 'v' }
exec { 'run1': command => '/usr/bin/env echo hi', noop => true, subscribe => Notify['c3-d2-n1-in-d12'] }
if defined('c3') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
User { groups => ['adm', 'sudo'], require => [Notify['c3-d2-n1-d21']] }
package { 'pkg1': ensure => 'absent' }
user { 'user1': managehome => true, notify => Notify['d2-n1-in-d12'] }
if defined('c2') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
