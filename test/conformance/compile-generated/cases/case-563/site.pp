service { ['svc1', 'svc2', 'svc3']: loglevel => 'info' }
user { 'user1': tag => ['gamma', 'db'], uid => '300', loglevel => 'info' }
User { require => Service['svc3'], notify => User['user1'] }
Exec <| message == 42 and tag == 'beta' |>
$v4 = [1, 2]
notify { 'n1': noop => false, * => { 'loglevel' => 'info' } }
file {
  default: tag => ['db', 'web'];
  '/tmp/f1': mode => '0755', tag => ['web', 'web'];
}
@notify { 'n2': noop => true, withpath => false, before => [File['/tmp/f1']] }
exec { ['run1', 'run2', 'run3']: tag => 'web', refreshonly => false }
Exec['run3'] { before => Exec['run3'] }
notify { 'n3': tag => 'beta' }
Exec { notify => Exec['run3'] }
notify { ['n4', 'n5', 'n6']: notify => Service['svc2'], message => '' }
notify { ['n7', 'n8']: loglevel => 'warning' }
Exec['run2'] { before => [Service['svc2']] }
file { ['/tmp/f2', '/tmp/f3']: owner => 'root', loglevel => 'warning' }
package { 'pkg1': tag => 'db', loglevel => 'warning' }
Package <| message == 'world' |>
Notify <| tag == 'web' and message == 42 |>
$v19 = { 'k' => 'v' }
exec { 'run4': command => '/bin/true', subscribe => Notify['n8'], require => [Service['svc1'], Exec['run1']] }
if defined(Notify['n7']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
