Notify <|  |>
Exec <| message == 'x y' and ensure == 'present' |> { noop => false }
exec { 'run1': refreshonly => false, command => '/usr/bin/env echo hi', tag => ['beta', 'alpha'] }
user { 'user1': ensure => 'absent', groups => 'users' }
package { 'pkg1': require => Exec['run1'] }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': before => Exec['run1'] }
$v8 = { 'k' => 'v' }
User { notify => [File['/tmp/f1']], before => Package['pkg1'] }
File { require => Package['pkg1'], before => [Exec['run1'], User['user1']] }
user { ['user2', 'user3', 'user4']: subscribe => File['/tmp/f1'], loglevel => 'warning' }
User['user4'] { noop => true }
service { 'svc1': tag => 'alpha', noop => true, enable => false }
Package <| message == 42 and message == 'x y' |>
service { 'svc2': require => User['user2'], tag => 'db' }
User { noop => false }
Package['pkg1'] <- Service['svc2']
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package { ['pkg2', 'pkg3']: ensure => 'installed', require => User['user2'] }
@user { 'user5': groups => ['adm', 'sudo'], tag => 'db', subscribe => Service['svc2'] }
exec { 'run2': command => '/bin/true', notify => User['user4'], timeout => '300' }
tag 'beta'
realize([User['user5']])
notify {
  default: notify => [User['user1'], Exec['run1']];
  'n1': require => File['/tmp/f1'];
  'n2': notify => [Package['pkg3']], require => User['user3'];
  'n3': noop => false;
}
@exec { 'run3': command => '/bin/true', * => { 'subscribe' => User['user3'], 'noop' => false } }
@@service { 'svc3': before => Exec['run2'], ensure => 'stopped' }
