@notify { 'n1': tag => ['alpha', 'beta'], noop => false }
Package { tag => 'beta' }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': ensure => 'absent', loglevel => 'warning' }
$v5 = { 'k' => 'v' }
service { 'svc1': ensure => 'running' }
Service['svc1'] -> [Package['pkg1']]
realize([Notify['n1']])
realize([Notify['n1']])
if defined(Service['svc1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service { loglevel => 'info', subscribe => Service['svc1'] }
$v13 = 'val'
Notify <| message == 'hello' |>
File { loglevel => 'warning', ensure => 'absent' }
Package['pkg1'] <~ Notify <|  |>
notify { ['n2', 'n3', 'n4']: loglevel => 'info' }
File { noop => false }
Notify <| title == 'pkg1' or title == 'n1' |>
Notify <| ensure == 'present' or message == 'world' |>
service { ['svc2', 'svc3']: ensure => 'running' }
Package { loglevel => 'info', ensure => 'absent' }
@exec { 'run1': before => Service['svc3'], refreshonly => true, command => 'touch /tmp/x' }
@exec { ['run2', 'run3']: command => '/bin/true', tag => 'web' }
notify { 'n5': loglevel => 'warning' }
Exec { subscribe => Service['svc2'] }
if tagged('alpha') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
exec { 'run4': command => '/usr/bin/env echo hi', noop => true }
$v30 = { 'k' => 'v' }
Notify['n2'] { withpath => false }
notify { ['n6', 'n7']: message => 'world' }
package { 'pkg2': subscribe => Notify['n4'], * => { 'ensure' => 'latest' } }
