class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  tag 'alpha'
  @user { ['c1-user1', 'c1-user2', 'c1-user3']: managehome => true, ensure => 'absent' }
}
class c2 {
  exec { 'c2-run1': command => '/usr/bin/env echo hi' }
}
class c3 (
  Integer $p1 = 80,
  Boolean $p2 = true,
) {
  file { '/tmp/c3-f1': tag => ['web', 'alpha'], content => "${p1}" }
  user { 'c3-user1': loglevel => 'warning', groups => [], tag => ['db', 'web'] }
  File { owner => 'root', tag => 'alpha' }
  service { ['c3-svc1', 'c3-svc2']: noop => true, hasrestart => false }
}
include c3
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': subscribe => Service['c3-svc2'], before => Service['c3-svc2'], tag => ['gamma', 'alpha'] }
Notify { loglevel => 'info', message => ['a', 'b'] }
Service <| message == 42 |> <~ [User['c3-user1']] -> Service['c3-svc1']
require c3
Notify { withpath => true, tag => 'db' }
require c2
notify { 'n1': subscribe => [Service['c3-svc1']], message => 'x y' }
@service { 'svc1': subscribe => [File['/tmp/c3-f1']] }
service { 'svc2': noop => true, * => { 'tag' => ['db', 'alpha'] } }
Package['pkg1'] <~ Class['c2']
notify { 'n2': withpath => false }
exec { 'run1': refreshonly => false, command => '/usr/bin/env echo hi', before => Exec['c2-run1'] }
tag 'web'
notify {
  default: withpath => true;
  'n3': noop => false;
  'n4': notify => File['/tmp/c3-f1'];
}
Service <| message == 'x y' |> { noop => false }
Service <| tag == 'gamma' |>
realize(Service['svc1'])
service { 'svc3': before => Package['pkg1'], enable => false }
File { notify => [Notify['n2']], subscribe => Class['c2'] }
