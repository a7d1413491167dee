define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
class c1 (
  Array[String] $p1 = [],
  Array[String] $p2 = ['x'],
) {
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: tag => 'web' }
  User { tag => 'web' }
}
$v6 = [1, 2]
package { 'pkg1': ensure => 'installed' }
package { 'pkg2': tag => 'alpha', before => Package['pkg1'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| tag == 'gamma' |>
d1 { ['d1-n1', 'd1-n2']: }
tag 'db'
service { 'svc1': enable => false, ensure => 'running' }
Service['svc1'] <~ [Notify['d1-n1-d11']] -> Notify['d1-n2-d11']
@@notify { ['n1', 'n2', 'n3']: message => true, subscribe => Notify['d1-n2-d12'] }
Notify['d1-n1-d11'] ~> Package['pkg2']
class { 'c1': p2 => ['x'] }
[Package['pkg2'], Notify['d1-n1-d11']] -> Service['c1-svc2']
$v20 = { 'k' => 'v' }
include c1
$v22 = [1, 2]
@@notify { 'n4': subscribe => [Service['svc1']], tag => 'web' }
include c1
user { 'user1': subscribe => [Service['c1-svc2']], notify => Notify['d1-n1-d12'], loglevel => 'warning' }
