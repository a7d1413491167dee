define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  notify { 'c1-n1': noop => true, withpath => false, message => 'x y' }
}
class c2 (
  Integer $p1 = 8080,
) {
  user { 'c2-user1': loglevel => 'warning' }
}
class c3 {
  File { noop => true }
  notify { 'c3-n1': noop => true, loglevel => 'info', message => undef }
  notify { 'c3-n2': message => ['a', 'b'], loglevel => 'info' }
}
$v11 = { 'k' => 'v' }
class { 'c3': }
File { require => Notify['c3-n2'], before => [Notify['c3-n1']] }
d1 { 'd1-n1': }
include c2
Exec <| (ensure == 'running' or tag == 'gamma') and message == 42 |>
tag 'beta'
exec { ['run1', 'run2', 'run3']: tag => ['beta', 'web'], command => '/bin/true' }
d1 { 'd1-n2': extra => 'v2' }
notify { 'n1': tag => 'db' }
$v21 = { 'k' => 'v' }
tag 'db'
service { 'svc1': enable => true, ensure => 'running', require => Notify['d1-n1-d12'] }
$v24 = 'val'
notify {
  default: message => 'world', subscribe => User['c2-user1'];
  'n2': require => Exec['run3'], withpath => true;
}
Exec['run2'] -> Notify['d1-n2-d11']
notify { 'n3': tag => 'gamma', message => undef }
tag 'web'
service { ['svc2', 'svc3']: ensure => 'running', loglevel => 'warning' }
[Exec['run3'], Exec['run1']] -> File <| ensure == 'running' and tag == 'db' |> -> Class['c3']
include c2
