stage { 'pre': before => Stage['main'] }
service { 'svc1': hasrestart => true, * => {  } }
user { ['user1', 'user2']: tag => ['alpha', 'gamma'], uid => '300' }
Service['svc1'] { before +> [User['user1']] }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User['user1'] <~ Service['svc1']
service { 'svc2': noop => true }
tag 'web'
user { 'user3': notify => User['user2'] }
Notify { loglevel => 'info' }
User['user3'] -> [User['user1'], User['user2']] -> User['user2']
exec { 'run1': loglevel => 'info', command => '/bin/true' }
[User['user2'], Service['svc2']] -> [Service['svc2']]
if defined(Exec['run1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User <| tag == 'beta' |>
Package { before => User['user3'], tag => 'beta' }
notify { 'n1': message => ['a', 'b'], before => [User['user1']], noop => false }
@@package { 'pkg1': require => Service['svc1'] }
Notify <<| tag == 'web' or message == 'x y' |>>
notify { 'n2': tag => ['gamma', 'beta'], loglevel => 'info' }
package { ['pkg2', 'pkg3', 'pkg4']: before => Service['svc1'], loglevel => 'info' }
notify { 'n3': loglevel => 'info', require => Package['pkg4'], message => "${facts[hostname]} says hi" }
exec { 'run2': command => '/usr/bin/env echo hi', noop => true }
exec { 'run3': command => '/bin/true', * => { 'noop' => true } }
tag 'beta'
$v27 = 'val'
[Service['svc2']] -> Service['svc1']
@user { 'user4': groups => 'users', require => Notify['n2'], tag => 'db' }
Notify <<| tag != 'alpha' |>>
Service['svc2'] -> Service <| ensure == 'present' |>
Package['pkg3'] -> Package['pkg3'] ~> Service['svc2']
if defined('$nosuch') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
