stage { 'pre': before => Stage['main'] }
notify { 'n1': withpath => true, noop => false }
Notify['n1'] { before => Notify['n1'] }
package { 'pkg1': loglevel => 'warning', tag => 'alpha' }
notify { 'n2': before => Notify['n1'], tag => ['gamma', 'beta'], notify => Notify['n1'] }
tag 'web'
@exec { 'run1': tag => 'db', command => '/bin/true' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@service { 'svc1': before => [Notify['n1']] }
realize([Exec['run1']])
Exec <| tag != 'db' and tag == 'db' |>
@@package { ['pkg2', 'pkg3', 'pkg4']: before => Package['pkg1'] }
notify { 'n3': notify => Package['pkg1'], tag => ['beta', 'db'], subscribe => [Exec['run1'], Package['pkg1']] }
@notify { 'n4': message => 'x y' }
$v15 = [1, 2]
service { 'svc2': loglevel => 'warning', noop => false }
Service['svc2'] { require +> Exec['run1'] }
notify { 'n5': tag => ['web', 'alpha'], * => {  } }
$v19 = { 'k' => 'v' }
$v20 = { 'k' => 'v' }
user { 'user1': noop => false, groups => ['adm', 'sudo'], uid => 30 }
service { 'svc3': tag => ['gamma', 'beta'] }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v25 = [1, 2]
Notify['n3'] -> Service['svc2']
if defined(Exec['run1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
