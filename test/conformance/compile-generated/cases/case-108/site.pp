notify { 'n1': loglevel => 'warning', tag => ['alpha', 'beta'] }
Service <|  |>
file { '/tmp/f1': ensure => 'file' }
tag 'alpha'
Notify['n1'] { before => Notify['n1'] }
Exec { timeout => 30, tag => ['beta', 'beta'] }
@notify {
  default: noop => false;
  'n2': require => Notify['n1'];
}
tag 'web'
realize(Notify['n2'])
User { groups => 'users', require => Notify['n2'] }
Notify <| title == '/tmp/f1' |>
Notify <| ensure == 'present' |>
notify { 'n3': before => Notify['n1'], noop => false }
Exec { refreshonly => false, before => Notify['n3'] }
file { '/tmp/f2': noop => false, owner => 'www-data' }
Notify['n1'] { require +> File['/tmp/f2'] }
Package { tag => ['gamma', 'web'], loglevel => 'info' }
tag 'alpha'
Exec { notify => Notify['n1'], noop => false }
@file { '/tmp/f3': mode => '0644', notify => [Notify['n3']], content => 'data' }
notify { 'n4': message => 'world', require => Notify['n3'] }
User <| tag == 'web' |>
File <| tag != 'db' |>
notify { 'n5': withpath => false, message => 'world' }
File <| message == 42 or message == 'x y' |>
exec { 'run1': noop => false, timeout => '300' }
Exec <|  |> { noop => false }
service { 'svc1': require => Notify['n5'] }
package { 'pkg1': ensure => 'installed', tag => ['beta', 'alpha'] }
notify { ['n6', 'n7', 'n8']: require => [Exec['run1']] }
Service['svc1'] ~> Notify['n6']
Notify { loglevel => 'info' }
@@package { ['pkg2', 'pkg3', 'pkg4']: tag => 'db' }
Exec['run1'] { before +> Notify['n3'] }
Notify <| message == 'hello' |>
tag 'web'
file { '/tmp/f4': subscribe => Notify['n4'] }
$v37 = 'val'
service { 'svc2': tag => 'gamma', enable => false, before => Exec['run1'] }
