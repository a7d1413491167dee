stage { 'pre': before => Stage['main'] }
service { ['svc1', 'svc2']: tag => 'web', hasrestart => false }
@@user { ['user1', 'user2']: noop => true, require => [Service['svc2'], Service['svc1']] }
@file { '/tmp/f1': loglevel => 'info' }
tag 'alpha'
package { 'pkg1': noop => false, * => { 'tag' => 'web' } }
Service['svc1'] { require +> Service['svc1'] }
@notify { 'n1': message => 'world', * => {  } }
@user { 'user3': groups => 'users', tag => ['web', 'beta'], shell => '/bin/sh' }
tag 'alpha'
notify {
  default: message => ['a', 'b'];
  'n2': before => Service['svc2'];
}
Notify['n2'] { require => Service['svc2'] }
service { 'svc3': tag => 'gamma', * => {  } }
tag 'gamma'
User <| message == 42 |> { tag +> ['alpha', 'db'] }
notify { 'n3': before => Service['svc3'], * => {  } }
[Notify['n2'], Service['svc3']] <~ Service['svc2']
File <| message == 42 |>
$v18 = { 'k' => 'v' }
Notify['n2'] ~> Service['svc3']
File { notify => Notify['n2'] }
[Notify['n2'], Notify['n3']] -> Package['pkg1']
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => 'touch /tmp/x', notify => [Service['svc1']], tag => ['web', 'alpha'] }
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@user { 'user4': uid => 1001, require => Notify['n2'] }
package { 'pkg2': notify => Exec['run1'], ensure => 'latest' }
