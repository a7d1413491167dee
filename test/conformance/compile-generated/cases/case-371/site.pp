define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  Notify { noop => true }
}
class c1 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'a',
  Enum['a', 'b'] $p3 = 'a',
) {
  file { '/tmp/c1-f1': ensure => 'present' }
  service { 'c1-svc1': tag => ['alpha', 'gamma'] }
  package { 'c1-pkg1': loglevel => 'warning', tag => 'alpha', ensure => 'installed' }
  tag 'alpha'
}
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { ['d1-n1', 'd1-n2']: }
class { 'c1': p1 => false }
Package['c1-pkg1'] <- [Package['c1-pkg1']] ~> [Notify['d1-n2-d12']]
notify { 'n1': noop => false, * => { 'tag' => ['alpha', 'beta'] } }
Exec { before => [Notify['n1'], Package['c1-pkg1']], tag => ['web', 'web'] }
package { ['pkg1', 'pkg2']: subscribe => Service['c1-svc1'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: notify => Notify['d1-n1-d11'] }
exec { 'run1': command => '/bin/true', notify => Notify['d1-n2-d12'], timeout => '300' }
tag 'beta'
