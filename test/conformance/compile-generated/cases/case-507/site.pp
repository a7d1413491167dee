class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  tag 'beta'
}
class c2 {
  notify { 'c2-n1': noop => true, tag => ['db', 'beta'] }
  Exec { timeout => 30 }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', tag => ['db', 'web'], timeout => 1001 }
  @notify { 'c2-n2': loglevel => 'warning', tag => ['beta', 'gamma'] }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  Array[String] $p2 = [],
) {
  package { 'c3-pkg1': loglevel => 'warning', * => { 'noop' => true } }
  notify { 'c3-n1': withpath => false }
  file { '/tmp/c3-f1': tag => 'beta' }
  Notify <| tag == 'alpha' or tag == 'db' |>
}
notify { 'n1': tag => ['db', 'db'], withpath => false }
tag 'db'
include c3
package { 'pkg1': require => File['/tmp/c3-f1'], notify => Notify['c3-n1'] }
File <|  |> { noop => true }
file { '/tmp/f1': noop => true, content => "line\n" }
User { tag => ['db', 'db'], uid => '300' }
@file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: notify => Notify['n1'], ensure => 'file' }
$v20 = [1, 2]
contain c2
Class['c3'] -> [File['/tmp/c3-f1'], Package['c3-pkg1']]
Notify['n1'] { before => [Package['c3-pkg1']] }
service { 'svc1': loglevel => 'warning', before => [File['/tmp/f1'], Exec['c2-run1']] }
package { 'pkg2': loglevel => 'info' }
include c1
File <| title == 'c3-n1' |>
File <| ensure == 'directory' |>
require c3
Notify { message => "${facts[hostname]} says hi" }
package { 'pkg3': noop => true, ensure => 'latest', loglevel => 'info' }
exec { 'run1': noop => true }
File <| tag == 'web' |> { noop => true }
notify { 'n2': tag => 'alpha', subscribe => Notify['c2-n1'] }
user {
  default: noop => false;
  'user1': groups => ['adm', 'sudo'];
  'user2': uid => 1001, notify => Exec['run1'];
}
User['user2'] { before +> User['user2'] }
realize(File['/tmp/f3'])
file { '/tmp/f5': notify => [Exec['c2-run1'], Package['pkg1']], ensure => 'absent' }
@file {
  default: loglevel => 'info';
  '/tmp/f6': content => 'data', loglevel => 'info';
}
realize(Class['nosuch'])
