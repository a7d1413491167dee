define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $extra, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${extra}" }
}
class c1 (
  Array[String] $p1 = [],
  Enum['a', 'b'] $p2 = 'b',
) {
  package { 'c1-pkg1': tag => 'gamma' }
  notify { 'c1-n1': message => "${p2} says hi" }
}
class c2 (
  Boolean $p1 = false,
  Boolean $p2 = false,
) {
  service { 'c2-svc1': tag => ['beta', 'web'], * => { 'hasrestart' => false } }
  notify { 'c2-n1': tag => 'gamma', message => "${p1} says hi", noop => true }
  tag 'db'
  tag 'db'
}
notify { ['n1', 'n2']: withpath => false }
Exec <| title == 'n2' |>
require c1
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: notify => Notify['n2'], mode => '0644' }
require c1
tag 'web'
package { 'pkg1': tag => ['beta', 'db'], before => Notify['c1-n1'] }
exec { 'run1': command => 'touch /tmp/x', * => { 'path' => ['/bin', '/usr/bin'], 'timeout' => 30 } }
include c1
[Exec['run1'], Package['c1-pkg1']] <~ Service <| (message == 'hello' or tag != 'db') and message == 'x y' |>
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
include c2
Package['pkg1'] ~> Package['pkg1'] <~ Notify['c1-n1']
[Package['pkg1'], Package['c1-pkg1']] -> [Notify['c2-n1']]
