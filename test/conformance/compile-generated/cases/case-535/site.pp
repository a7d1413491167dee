define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
}
package { 'pkg1': loglevel => 'info', ensure => '1.2.3' }
@notify {
  default: tag => 'gamma';
  'n1': require => Package['pkg1'];
  'n2': notify => Package['pkg1'];
}
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', tag => 'web', timeout => 1001 }
file { '/tmp/f1': owner => 'root' }
file { ['/tmp/f2', '/tmp/f3']: notify => [Exec['run2']] }
tag 'gamma'
user { 'user1': notify => Exec['run3'], before => File['/tmp/f3'] }
[Package['pkg1']] ~> File['/tmp/f3'] -> File['/tmp/f3']
notify { 'n3': before => Exec['run3'] }
$v11 = { 'k' => 'v' }
realize([Notify['n1'], Notify['n2']])
Notify { withpath => true }
user { 'user2': loglevel => 'info' }
realize([Notify['n1'], Notify['n2']])
Package['pkg1'] { noop => false }
service { 'svc1': subscribe => [File['/tmp/f2'], Notify['n3']], before => Exec['run3'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n4': subscribe => Notify['n3'], loglevel => 'warning' }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify { message => 42 }
Notify <| ensure == 'running' |>
@service { 'svc2': ensure => 'stopped', subscribe => Notify['n1'], enable => false }
if tagged('web') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
Package['pkg1'] -> Notify['n1']
if defined(Notify['n4']) {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
@file { '/tmp/f4': before => Service['svc1'] }
realize([File['/tmp/f4']])
tag 'gamma'
[User['user1'], Notify['n4']] -> File['/tmp/f3'] -> Notify['n1']
service {
  default: loglevel => 'warning', tag => ['db', 'gamma'];
  'svc3': tag => 'web';
}
notify { ['n5', 'n6', 'n7']: before => Notify['n4'], message => 'hello' }
File['/tmp/f1'] -> Notify['n5'] ~> [Notify['n5']]
service { 'svc4': notify => Notify['n5'], loglevel => 'warning', ensure => 'running' }
