class c1 {
  Notify { noop => true, withpath => false }
}
class c2 (
  Boolean $p1 = false,
  String $p2 = 'abc',
) {
  Notify { tag => 'alpha' }
  require c1
}
@notify { 'n1': tag => ['web', 'gamma'], noop => false }
service { 'svc1': noop => false, ensure => 'stopped', enable => true }
@package { 'pkg1': notify => Service['svc1'], loglevel => 'warning' }
notify { 'n2': noop => false }
package { 'pkg2': noop => true, * => {  } }
Service['svc1'] { require => [Service['svc1'], Package['pkg2']] }
Exec { subscribe => Package['pkg2'], timeout => '300' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { ['n3', 'n4', 'n5']: tag => ['db', 'web'], before => Notify['n2'] }
[Notify['n2'], Package['pkg2']] -> Package['pkg2']
tag 'beta'
notify { 'n6': message => "tab\there", * => { 'withpath' => true } }
$v18 = { 'k' => 'v' }
require c2
Package <| message == 'hello' |>
Service { tag => ['gamma', 'alpha'] }
contain c2
Notify['n2'] -> [Service['svc1']]
file { '/tmp/f1': tag => 'web' }
Service['svc1'] <- Notify['n2']
package { 'pkg3': loglevel => 'info', * => { 'noop' => true } }
realize([Package['pkg1'], Notify['n5']])
@@service { 'svc2': noop => true }
@file { '/tmp/f2': noop => true }
Exec { refreshonly => false }
include c1
tag 'web'
Package['pkg2'] ~> Package['pkg1']
Notify { require => Package['pkg3'], tag => 'web' }
User { shell => '/bin/sh' }
Notify { withpath => true }
