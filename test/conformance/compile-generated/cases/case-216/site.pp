define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
}
class c1 (
  String $p1 = 'abc',
) {
  d1 { 'c1-d1-n1': level => 7 }
  Package { ensure => 'installed' }
  Exec { noop => false, tag => ['alpha', 'gamma'] }
  user { 'c1-user1': noop => false, ensure => 'present' }
}
class c2 (
  Integer $p1 = 1,
  Boolean $p2 = true,
) inherits c1 {
  User['c1-user1'] { noop +> ['web', 'gamma'] }
  Service { ensure => 'running', loglevel => 'warning' }
}
include c2
package { ['pkg1', 'pkg2', 'pkg3']: tag => ['gamma', 'beta'], notify => Class['c2'] }
package { 'pkg4': require => Package['pkg2'], subscribe => Package['pkg2'] }
d1 { 'd1-n1': level => 7 }
user { 'user1': tag => ['gamma', 'web'], * => {  } }
d1 { 'd1-n2': level => 'v1' }
require c1
user { 'user2': before => [User['c1-user1'], Package['pkg4']] }
include c1
$v18 = { 'k' => 'v' }
@file { '/tmp/f1': before => [Notify['d1-n2-d11']] }
require c1
exec { 'run1': subscribe => Package['pkg3'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n1', 'n2']: noop => true }
