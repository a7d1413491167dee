class c1 (
  Boolean $p1 = true,
  Array[String] $p2 = [],
) {
  tag 'alpha'
  tag 'web'
}
class c2 {
  exec { ['c2-run1', 'c2-run2']: command => '/bin/true', timeout => '300', tag => 'gamma' }
  include c1
  @file { '/tmp/c2-f1': owner => 'root' }
  contain c1
}
class c3 (
  Boolean $p1 = true,
  Array[String] $p2 = ['x'],
) {
  service { 'c3-svc1': tag => 'beta', * => {  } }
  @exec { 'c3-run1': timeout => 30, * => {  } }
  @file { '/tmp/c3-f1': tag => ['beta', 'web'] }
  @notify { 'c3-n1': message => ['a', 'b'], * => {  } }
}
file { '/tmp/f1': content => "${module_name}", * => { 'loglevel' => 'warning' } }
File['/tmp/f1'] -> File['/tmp/f1'] -> File['/tmp/f1']
User { uid => 30 }
notify { 'n1': tag => ['web', 'web'] }
package { 'pkg1': noop => false, before => Notify['n1'] }
Notify['n1'] { before => Notify['n1'] }
user { 'user1': subscribe => Notify['n1'], * => { 'loglevel' => 'warning' } }
[User['user1'], Notify['n1']] <~ Notify <| tag == 'web' |> <- File['/tmp/f1']
contain c1
tag 'alpha'
notify { ['n2', 'n3']: message => '' }
class { 'c2': }
Notify['n3'] ~> [User['user1'], File['/tmp/f1']]
Exec['c2-run2'] <- Package['pkg1']
realize([File['/tmp/c2-f1']])
Exec { loglevel => 'warning' }
Notify { tag => 'web' }
user { ['user2', 'user3']: tag => 'beta', before => [User['user1']] }
File['/tmp/f1'] { tag => ['beta', 'alpha'] }
notify { 'n4': loglevel => 'warning' }
File['/tmp/f1'] { before => File['/tmp/f1'] }
package { 'pkg2': noop => true, require => Notify['n3'] }
@package {
  default: ensure => 'absent';
  'pkg3': notify => Notify['n3'];
  'pkg4': before => Class['c1'];
  'pkg5': before => Exec['c2-run1'], loglevel => 'info';
}
