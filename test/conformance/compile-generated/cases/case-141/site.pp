Service <| message == 'x y' |>
$v1 = 'val'
service { 'svc1': hasrestart => false, tag => ['gamma', 'web'], noop => true }
@notify { ['n1', 'n2', 'n3']: withpath => false }
Service { notify => Service['svc1'] }
tag 'gamma'
Exec <| tag != 'alpha' |> { require => Service['svc1'] }
user { 'user1': uid => '300', require => Service['svc1'] }
Package { require => User['user1'], noop => false }
@notify { 'n4': message => true }
Service['svc1'] ~> User['user1'] <- Notify <| title == 'svc1' or tag != 'alpha' |>
User['user1'] { noop => true }
realize([Notify['n2'], Notify['n4']])
package {
  default: require => User['user1'];
  'pkg1': before => Notify['n4'], ensure => 'absent';
  'pkg2': notify => Service['svc1'];
}
@exec { 'run1': refreshonly => false, path => ['/bin', '/usr/bin'] }
Notify <|  |>
user { 'user2': notify => [Package['pkg1'], Notify['n2']], uid => '300' }
package { 'pkg3': noop => true }
tag 'web'
file { '/tmp/f1': ensure => 'file', mode => '0600', loglevel => 'info' }
tag 'db'
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { '/tmp/f2': require => File['/tmp/f1'], * => { 'subscribe' => User['user2'] } }
notify {
  default: message => "${facts[hostname]} says hi";
  'n5': subscribe => User['user2'];
  'n6': loglevel => 'info';
  'n7': loglevel => 'warning', tag => 'beta';
}
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v27 = 'val'
Notify { message => 'hello' }
service { 'svc2': ensure => 'stopped', require => Notify['n2'], enable => true }
notify { 'n8': withpath => true, noop => false }
