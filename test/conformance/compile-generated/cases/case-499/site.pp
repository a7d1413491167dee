class c1 (
  String $p1 = 's',
  Integer $p2 = 8080,
  Boolean $p3 = true,
) {
  Service { ensure => 'running' }
}
class c2 inherits c1 {
  service { 'c2-svc1': ensure => 'running', * => {  } }
}
require c2
exec { 'run1': command => '/bin/true', loglevel => 'info', timeout => 30 }
File <| ensure == 'running' |>
tag 'web'
notify { 'n1': notify => [Exec['run1']] }
Service['c2-svc1'] <~ Service <| tag == 'db' |> ~> Exec['run1']
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run2': command => '/usr/bin/env echo hi', notify => Exec['run1'], before => Exec['run1'] }
service {
  default: before => Notify['n1'], tag => 'alpha';
  'svc1': notify => Exec['run1'];
  'svc2': loglevel => 'info';
}
Notify <| message == 'world' or title == 'n1' |>
notify { 'n2': notify => Service['svc2'], noop => false }
File { noop => true }
exec { 'run3': require => Service['c2-svc1'], tag => ['alpha', 'alpha'] }
File { tag => 'gamma' }
Exec['run2'] -> [Exec['run3'], Service['svc2']]
package { ['pkg1', 'pkg2', 'pkg3']: notify => Service['svc1'], loglevel => 'info' }
tag 'alpha'
@@notify { 'n3': loglevel => 'warning' }
notify { 'n4': tag => 'db', before => Package['pkg2'], message => ['a', 'b'] }
Exec['run2'] <~ [Notify['n4']] ~> Class['c2']
@user { ['user1', 'user2', 'user3']: tag => 'db' }
notify { ['n5', 'n6', 'n7']: before => Service['c2-svc1'], withpath => true }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'info' }
realize(User['user1'])
Service { tag => ['gamma', 'alpha'] }
file { '/tmp/f4': tag => ['beta', 'alpha'], subscribe => File['/tmp/f1'] }
notify { 'n8': message => '', * => {  } }
File['/tmp/f3'] <- File['/tmp/f3']
Notify { tag => 'gamma', noop => true }
Exec['run1'] { command => 'again' }
