define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'gamma' }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Optional[String] $p1 = undef,
  Boolean $p2 = true,
  String $p3 = 's',
) {
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: loglevel => 'warning' }
}
class c2 (
  String $p1 = 's',
  Array[String] $p2 = [],
) inherits c1 {
  Package['c1-pkg1'] { noop +> ['alpha', 'db'] }
  notify { 'c2-n1': noop => false, tag => ['web', 'db'] }
  file { '/tmp/c2-f1': mode => '0600', tag => ['beta', 'db'] }
  tag 'web'
}
stage { 'pre': before => Stage['main'] }
@d1 { 'd1-n1': extra => 7 }
service { ['svc1', 'svc2', 'svc3']: hasrestart => false }
Notify { before => Service['svc3'], subscribe => Service['svc1'] }
include c1
tag 'web'
tag 'gamma'
require c1
User { shell => '/bin/bash', tag => 'beta' }
package { ['pkg1', 'pkg2', 'pkg3']: noop => true, notify => Package['c1-pkg2'] }
notify { 'n1': message => undef, noop => false }
D1 <| message == 'x y' or message == 42 |>
[Package['c1-pkg1'], Package['pkg1'], Service['svc3']] <~ Package['pkg3']
user { 'user1': noop => true }
@notify { 'n2': notify => Package['c1-pkg1'] }
notify { ['n3', 'n4']: message => 'world', before => [Package['pkg2'], Service['svc1']] }
d1 { 'd1-n2': msg => 'v2' }
Class['c1'] -> [Service['svc1']]
tag 'gamma'
tag 'db'
Notify <| ensure == 'directory' and title == 'd1-n2-d11' |>
if defined(Notify['d1-n2-d12']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n5': noop => false, loglevel => 'warning' }
user { ['user2', 'user3']: managehome => false }
d1 { 'd1-n3': extra => 'v1', msg => 7 }
package { 'pkg4': ensure => '1.2.3' }
@exec { 'run1': notify => Class['c1'], refreshonly => true }
$v37 = 'val'
@notify { 'n6': require => Notify['n1'], * => { 'subscribe' => [Package['pkg4'], Package['c1-pkg3']] } }
@@package { 'pkg5': tag => 'db' }
