class c1 {
  tag 'web'
  service { 'c1-svc1': tag => 'gamma', ensure => 'running', enable => false }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 's',
) inherits c1 {
  Service['c1-svc1'] { tag +> 'web' }
  tag 'beta'
  User <|  |>
}
$v6 = [1, 2]
Notify <| tag == 'alpha' |> { tag +> 'db' }
class { 'c1': }
$v9 = 'val'
$v10 = { 'k' => 'v' }
package { 'pkg1': loglevel => 'info', before => Service['c1-svc1'], ensure => 'absent' }
@exec { 'run1': command => '/usr/bin/env echo hi', require => Service['c1-svc1'] }
[Service['c1-svc1']] ~> Class['c1'] <~ Package['pkg1']
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@file { '/tmp/f1': subscribe => Service['c1-svc1'], tag => ['alpha', 'db'] }
@notify { 'n1': tag => 'beta', loglevel => 'warning', subscribe => Package['pkg1'] }
include c1
if defined('c2') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { ['n2', 'n3', 'n4']: require => Service['c1-svc1'], tag => 'web' }
realize([Exec['run1']])
notify { 'n5': tag => ['alpha', 'beta'] }
user { 'user1': managehome => true, * => { 'tag' => 'beta' } }
user { 'user2': groups => [], subscribe => Exec['run1'] }
notify { ['n6', 'n7']: noop => true, message => "${facts[hostname]} says hi" }
