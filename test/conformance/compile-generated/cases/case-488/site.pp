define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $level }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 8080,
) {
  d2 { 'c1-d2-n1': level => 7 }
  tag 'db'
  notify { 'c1-n1': message => 'multi
  line', tag => 'beta' }
  notify { 'c1-n2': loglevel => 'warning' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  user { ['c2-user1', 'c2-user2']: loglevel => 'warning' }
}
class c3 (
  Boolean $p1 = true,
  Array[String] $p2 = [],
) {
  include c1
  user { ['c3-user1', 'c3-user2', 'c3-user3']: tag => 'gamma', uid => '300' }
}
Notify { loglevel => 'warning' }
Package <| message == 'x y' |>
notify { 'n1': message => "${facts[hostname]} says hi", tag => ['gamma', 'gamma'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => 'touch /tmp/x', subscribe => Notify['n1'] }
Notify['n1'] { require => Notify['n1'] }
package { 'pkg1': tag => ['alpha', 'beta'], * => {  } }
d1 { ['d1-n1', 'd1-n2']: }
$v26 = { 'k' => 'v' }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n2': message => 42, tag => ['db', 'gamma'], withpath => true }
Package['pkg1'] ~> Exec['run1'] ~> [Notify['d1-n2-d11']]
user { 'user1': managehome => true }
$v32 = [1, 2]
$v33 = { 'k' => 'v' }
$v34 = 'val'
$v35 = { 'k' => 'v' }
package { 'pkg2': notify => User['user1'] }
contain c3
Notify['c1-n2'] <- Notify['c1-d2-n1-d22']
contain c3
Notify['d1-n1-d11'] { message => 'again' }
