class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  notify { 'c1-n1': message => true }
  tag 'beta'
}
class c2 (
  Boolean $p1 = true,
  Array[String] $p2 = ['x'],
) {
  notify { 'c2-n1': tag => ['gamma', 'beta'] }
  file { '/tmp/c2-f1': tag => ['beta', 'beta'], ensure => 'file', noop => true }
}
Package { noop => false, loglevel => 'warning' }
notify { 'n1': message => "${trusted[certname]} says hi", tag => ['alpha', 'beta'], withpath => false }
User <| ensure == 'directory' |> { require +> Notify['n1'] }
exec {
  default: tag => ['db', 'gamma'];
  'run1': command => 'touch /tmp/x', timeout => 1001;
  'run2': command => '/bin/true', refreshonly => false;
}
user { 'user1': notify => Exec['run2'], require => Notify['n1'] }
require c2
contain c1
package { 'pkg1': notify => [Notify['n1'], Notify['c1-n1']] }
$v14 = [1, 2]
tag 'beta'
tag 'web'
User <| message == 42 |> { require => File['/tmp/c2-f1'] }
package { 'pkg2': subscribe => Notify['c2-n1'], * => {  } }
require c1
exec { ['run3', 'run4', 'run5']: command => 'touch /tmp/x', before => [User['user1']], noop => true }
notify { 'n2': message => "${trusted[certname]} says hi", tag => ['db', 'beta'], notify => Exec['run4'] }
$v22 = 'val'
notify { 'n3': loglevel => 'warning', tag => ['web', 'web'], subscribe => [Exec['run3'], User['user1']] }
$v24 = [1, 2]
Notify <|  |> <~ Package['pkg2']
Service <| tag != 'gamma' and tag == 'gamma' |> { tag +> ['gamma', 'gamma'] }
Service <| (tag != 'web' and title == 'pkg2') and tag != 'web' |>
exec {
  default: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], timeout => 30;
  'run6': path => ['/bin', '/usr/bin'];
  'run7': command => '/usr/bin/env echo hi', tag => 'alpha';
  'run8': path => ['/bin', '/usr/bin'], timeout => '300';
}
@notify { 'n4': require => Class['c1'], tag => 'alpha', subscribe => Exec['run7'] }
user { 'user2': notify => Exec['run3'], * => { 'subscribe' => Class['c1'] } }
@exec {
  default: command => '/usr/bin/env echo hi', loglevel => 'info';
  'run9': command => 'touch /tmp/x';
}
notify { 'n5': loglevel => 'info', notify => Exec['run6'] }
