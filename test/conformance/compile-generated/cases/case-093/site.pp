class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
) {
  Notify { tag => 'alpha' }
  tag 'beta'
}
class c2 (
  Boolean $p1 = false,
  Array[String] $p2 = ['x'],
  Integer $p3 = 8080,
) {
  file { '/tmp/c2-f1': content => "${p3}", loglevel => 'info' }
  tag 'alpha'
}
class c3 inherits c2 {
  File['/tmp/c2-f1'] { tag +> 'beta' }
  notify { 'c3-n1': withpath => true, tag => 'web', loglevel => 'info' }
  exec { 'c3-run1': command => 'touch /tmp/x', noop => true, tag => ['beta', 'db'], refreshonly => false }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'root' }
Notify <| ensure == 'running' or message == 'x y' |> -> File['/tmp/f3']
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'db'
user { ['user1', 'user2', 'user3']: managehome => true }
User { groups => ['adm', 'sudo'] }
include c1
Notify { message => undef }
Notify { notify => User['user1'] }
$v19 = [1, 2]
$v20 = [1, 2]
notify { 'n1': subscribe => Class['c1'], message => ['a', 'b'] }
exec { 'run1': command => 'touch /tmp/x', noop => false, before => File['/tmp/f2'], loglevel => 'info' }
