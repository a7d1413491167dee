define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 {
  notify {
    default: noop => true;
    'c1-n1': tag => ['beta', 'db'];
    'c1-n2': tag => ['alpha', 'beta'];
  }
}
File <| message == 'world' |>
notify { 'n1': message => "${facts[hostname]} says hi", loglevel => 'info' }
Exec <| message == 'hello' |>
file { '/tmp/f1': notify => Notify['n1'] }
exec { 'run1': tag => 'db' }
Notify { tag => ['web', 'alpha'] }
File['/tmp/f1'] { require => Notify['n1'] }
exec { 'run2': command => '/bin/true', subscribe => Exec['run1'] }
file { ['/tmp/f2', '/tmp/f3']: loglevel => 'info', require => Exec['run1'] }
user { 'user1': tag => ['gamma', 'alpha'], loglevel => 'warning' }
package { 'pkg1': ensure => 'installed', before => File['/tmp/f2'] }
File <| tag == 'alpha' |>
include c1
exec { 'run3': command => '/usr/bin/env echo hi', refreshonly => true, path => ['/bin', '/usr/bin'] }
$v21 = 'val'
User['user1'] { require +> File['/tmp/f3'] }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { ['user2', 'user3', 'user4']: subscribe => [File['/tmp/f3'], Package['pkg1']], before => Notify['c1-n2'] }
include c1
Notify { message => "${module_name} says hi" }
notify { 'n2': loglevel => 'info' }
File['/tmp/f2'] -> Notify['n1']
@package { ['pkg2', 'pkg3', 'pkg4']: subscribe => Exec['run1'] }
User['user4'] { noop => true }
exec { 'run4': command => 'touch /tmp/x', noop => true, notify => [Notify['n1']] }
service { 'svc1': notify => User['user3'], enable => false }
tag 'db'
Package <| message == 42 |> { tag +> ['db', 'gamma'] }
@@notify { 'n3': notify => Exec['run1'] }
Notify { require => User['user1'] }
@notify { ['n4', 'n5', 'n6']: withpath => true }
Exec['run2'] <- Notify['n1']
