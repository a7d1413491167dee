define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level, tag => 'alpha' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Integer $p2 = 8080,
) {
  service { 'c1-svc1': enable => true }
  service { 'c1-svc2': noop => true, * => {  } }
}
class c2 (
  String $p1 = 's',
  Array[String] $p2 = ['x'],
) {
  notify { 'c2-n1': message => "${p1} says hi" }
  file { '/tmp/c2-f1': owner => 'www-data', * => {  } }
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
) {
  tag 'alpha'
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  user { ['c3-user1', 'c3-user2', 'c3-user3']: managehome => true, tag => ['gamma', 'beta'] }
  notify {
    default: withpath => true, message => ['a', 'b'];
    'c3-n1': withpath => true;
    'c3-n2': tag => 'db';
    'c3-n3': tag => 'beta', message => 'world';
  }
}
notify { 'n1': message => 3.5 }
class { 'c2': p1 => 's' }
exec { ['run1', 'run2']: command => 'touch /tmp/x', tag => 'gamma' }
$v21 = { 'k' => 'v' }
contain c3
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v25 = { 'k' => 'v' }
Notify['n1'] { tag +> 'beta' }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if defined('c1') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
tag 'db'
d1 { 'd1-n1': }
Notify { before => Notify['d1-n1-d12'] }
package { 'pkg1': subscribe => [Notify['c3-n1']], tag => ['web', 'web'] }
Notify <| ensure == 'running' |> -> Notify['c3-n2']
