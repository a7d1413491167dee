define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg }
}
class c1 (
  String $p1 = 's',
) {
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  package { 'c1-pkg1': noop => false }
  File { ensure => 'file', tag => 'alpha' }
  tag 'web'
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  d1 { 'c2-d1-n1': msg => 'v2' }
}
class c3 {
  file { ['/tmp/c3-f1', '/tmp/c3-f2', '/tmp/c3-f3']: content => "line\n" }
}
tag 'alpha'
User { tag => 'db', uid => 30 }
User <| ensure == 'running' and ensure == 'directory' |>
exec { 'run1': command => '/bin/true', * => { 'loglevel' => 'warning', 'timeout' => 30 } }
notify { ['n1', 'n2']: tag => 'gamma', message => 'hello' }
notify { 'n3': message => 'x y', loglevel => 'warning' }
user { 'user1': shell => '/bin/sh', tag => 'db' }
Notify['n3'] ~> Notify['n1'] ~> Service <| message == 42 |>
Notify { tag => ['beta', 'web'] }
@notify { 'n4': notify => Notify['n1'] }
Notify['n2'] -> [Notify['n2'], Notify['n3'], User['user1']]
Notify <| title == 'n1' |> { tag => ['db', 'alpha'] }
d1 { ['d1-n1', 'd1-n2']: }
package { 'pkg1': loglevel => 'warning' }
Package { noop => true }
Package['pkg1'] { before +> Notify['d1-n1-d11'] }
package { 'pkg2': tag => 'gamma', * => { 'ensure' => 'absent' } }
@notify { 'n5': message => 42, * => {  } }
notify { ['n6', 'n7']: before => Package['pkg2'] }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'd1-n3': msg => 'v1' }
package {
  default: ensure => 'installed';
  'pkg3': ensure => '1.2.3';
  'pkg4': require => [Exec['run1']];
  'pkg5': notify => Exec['run1'], subscribe => Notify['n1'];
}
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify { notify => Package['pkg4'] }
