Notify <| title == 'n1' |>
Notify { message => "tab\there", noop => false }
Notify <| tag == 'gamma' or tag == 'web' |>
@notify { 'n1': message => 'multi
line', tag => ['alpha', 'beta'] }
exec { 'run1': timeout => 1001, command => '/bin/true' }
tag 'web'
Exec['run1'] <~ Exec['run1'] -> Exec['run1']
service { 'svc1': notify => Exec['run1'] }
tag 'web'
$v9 = 'val'
Notify { withpath => true }
$v11 = 'val'
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize(Notify['n1'])
notify { ['n2', 'n3']: notify => Notify['n1'] }
Package { notify => Notify['n1'] }
service { 'svc2': noop => true, * => { 'before' => Notify['n2'] } }
if defined(Service['svc1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n2'] { require => Notify['n1'] }
notify { 'n4': before => Notify['n3'] }
@file { '/tmp/f1': noop => false, owner => 'www-data' }
file { ['/tmp/f2', '/tmp/f3']: tag => ['beta', 'alpha'], owner => 'root' }
Exec { timeout => 1001 }
Notify { tag => ['gamma', 'beta'] }
Exec { notify => Service['svc2'] }
service { ['svc3', 'svc4', 'svc5']: loglevel => 'info', tag => 'beta' }
if defined(Class[main]) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { 'n5': notify => File['/tmp/f3'], * => {  } }
@@notify { 'n6': message => "${facts[hostname]} says hi", notify => Service['svc1'] }
File['/tmp/f2'] <~ File <| tag != 'web' or tag == 'gamma' |> <- [Service['svc3'], Notify['n1']]
service { ['svc6', 'svc7']: before => Service['svc4'] }
tag 'gamma'
tag 'alpha'
Service['svc6'] <~ Notify <| title == 'svc2' |>
user { 'user1': before => [Notify['n5']], uid => '300' }
Notify <| title == 'run1' |> { require +> Service['svc7'] }
package { ['pkg1', 'pkg2', 'pkg3']: noop => false }
