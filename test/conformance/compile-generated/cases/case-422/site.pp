define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra }
}
class c1 (
  String $p1 = 'abc',
  Integer $p2 = 8080,
  Integer $p3 = 8080,
) {
  service { 'c1-svc1': loglevel => 'info', ensure => 'running', tag => ['gamma', 'beta'] }
  user { 'c1-user1': ensure => 'present' }
}
service { 'svc1': enable => true }
Service['svc1'] -> File <| message == 42 and title == 'svc1' |> <~ Service['svc1']
Service['svc1'] ~> Service['svc1'] ~> Notify <| tag == 'gamma' |>
File { tag => ['beta', 'web'] }
include c1
File <| message == 'world' |> { tag => ['gamma', 'beta'] }
Service['svc1'] { tag +> ['gamma', 'gamma'] }
package { 'pkg1': loglevel => 'info' }
package { 'pkg2': ensure => 'installed', tag => ['db', 'alpha'], before => User['c1-user1'] }
tag 'alpha'
Service['svc1'] { noop => false }
notify { 'n1': notify => Service['c1-svc1'], require => [Service['c1-svc1']] }
user { 'user1': groups => ['adm', 'sudo'], notify => Service['c1-svc1'], uid => '300' }
d2 { ['d2-n1', 'd2-n2']: }
service { 'svc2': subscribe => User['c1-user1'], tag => 'alpha', hasrestart => true }
exec { ['run1', 'run2', 'run3']: subscribe => [Notify['d2-n2-d21']], tag => 'beta' }
file { ['/tmp/f1', '/tmp/f2']: noop => true, notify => Package['pkg2'] }
user {
  default: shell => '/bin/bash';
  'user2': ensure => 'absent';
  'user3': ensure => 'absent';
  'user4': managehome => true, groups => [];
}
service { 'svc3': ensure => 'running', subscribe => User['user3'] }
Service { subscribe => Service['svc3'] }
@package { 'pkg3': notify => [User['c1-user1'], Service['svc2']], tag => 'gamma' }
Service['c1-svc1'] <~ File['/tmp/f2'] <~ Notify['n1']
Notify { tag => ['alpha', 'alpha'] }
file { ['/tmp/f3', '/tmp/f4']: mode => '0755', tag => ['db', 'gamma'] }
@service { ['svc4', 'svc5', 'svc6']: tag => 'web' }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
