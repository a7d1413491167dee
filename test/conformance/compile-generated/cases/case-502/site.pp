Exec <| title == 'n1' or message == 42 |>
package { 'pkg1': loglevel => 'warning', tag => 'alpha' }
File <|  |>
Package['pkg1'] { require +> Package['pkg1'] }
Package <| title == 'pkg1' |>
if defined(Package['pkg1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service { tag => ['alpha', 'db'] }
Exec <| title == 'pkg1' |>
package { ['pkg2', 'pkg3', 'pkg4']: tag => ['beta', 'gamma'] }
exec {
  default: command => '/bin/true', loglevel => 'info', require => Package['pkg1'];
  'run1': command => '/bin/true', tag => ['beta', 'gamma'];
  'run2': tag => 'gamma', command => 'touch /tmp/x';
  'run3': tag => 'gamma';
}
user { 'user1': require => Package['pkg3'] }
user { 'user2': require => [Exec['run2'], Package['pkg4']], managehome => false, before => Exec['run1'] }
$v13 = 'val'
service { 'svc1': enable => false, * => {  } }
Notify { subscribe => [User['user1'], User['user2']] }
Exec['run2'] { noop => false }
exec {
  default: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], noop => true;
  'run4': command => '/bin/true', subscribe => [Exec['run2']], before => Package['pkg4'];
  'run5': timeout => 1001, noop => true;
  'run6': refreshonly => true;
}
@package { 'pkg5': notify => Exec['run6'], subscribe => Package['pkg1'] }
@notify { 'n1': notify => Package['pkg3'], message => "tab\there", loglevel => 'info' }
service { 'svc2': hasrestart => false }
notify { 'n2': loglevel => 'info', notify => Exec['run6'] }
notify { 'n3': tag => ['web', 'web'], message => 42, before => Exec['run2'] }
notify {
  default: subscribe => Notify['n2'], before => [Package['pkg4'], User['user2']];
  'n4': tag => 'web';
}
realize(Package['pkg5'])
Notify <| title == 'run2' |> { require +> Notify['n4'] }
$v26 = [1, 2]
$v27 = { 'k' => 'v' }
file { '/tmp/f1': content => "line\n", ensure => 'absent' }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'web'
notify { 'n5': message => 3.5, * => {  } }
notify { 'n6': noop => false, before => Exec['run1'] }
user { 'user3': groups => ['adm', 'sudo'], ensure => 'present' }
Notify['n2'] -> Package['pkg1'] -> Exec['run6']
Service['svc1'] <~ Package['pkg2'] -> File <| title == 'run2' or tag != 'gamma' |>
notify { 'n7': require => Exec['run2'], noop => true }
include missing::klass
