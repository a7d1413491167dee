define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $title, tag => 'beta' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Boolean $p2 = false,
) {
  Package { tag => 'alpha' }
  tag 'web'
  @notify { 'c1-n1': tag => 'beta', message => true }
  Notify <| tag == 'gamma' |>
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = undef,
) {
  service { 'c2-svc1': loglevel => 'warning', enable => true }
  user { ['c2-user1', 'c2-user2', 'c2-user3']: tag => 'db', uid => 1001 }
}
package { 'pkg1': ensure => '1.2.3', * => { 'loglevel' => 'info' } }
@user { 'user1': shell => '/bin/sh', * => {  } }
@exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', loglevel => 'info' }
Exec { require => Package['pkg1'] }
service { ['svc1', 'svc2', 'svc3']: loglevel => 'info' }
@exec { 'run4': refreshonly => false, tag => ['beta', 'alpha'] }
@notify { ['n1', 'n2', 'n3']: loglevel => 'warning' }
tag 'db'
contain c2
d1 { 'd1-n1': extra => 7 }
file { '/tmp/f1': mode => '0644', * => { 'ensure' => 'directory' } }
package { 'pkg2': noop => false }
notify { 'n4': tag => 'web', before => File['/tmp/f1'] }
require c2
Service['svc1'] { tag => ['alpha', 'web'] }
Notify <| (message == 'x y' and tag == 'beta') and tag == 'alpha' |> { require => User['c2-user2'] }
if defined(Package['pkg2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n5': message => ['a', 'b'], * => { 'noop' => true } }
d1 { 'd1-n2': extra => 'v1' }
package {
  default: noop => false;
  'pkg3': tag => 'web', require => Package['pkg2'];
}
Notify { subscribe => [User['c2-user3']] }
Package['pkg2'] -> Notify['d1-n1-d11'] <~ [Notify['d1-n1-d12'], User['c2-user3'], File['/tmp/f1']]
Notify { notify => Notify['d1-n1-d12'], message => "${facts[hostname]} says hi" }
notify { 'dup': before => File['/nowhere'] }
