define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
  Notify { noop => true }
}
@notify { 'n1': tag => ['web', 'alpha'], withpath => false }
Notify <| tag == 'db' |> { message => 'x y' }
$v6 = { 'k' => 'v' }
user { 'user1': loglevel => 'info', tag => ['gamma', 'web'] }
user { 'user2': tag => ['gamma', 'alpha'], * => {  } }
d1 { 'd1-n1': }
service { 'svc1': require => User['user2'], ensure => 'running' }
file {
  default: ensure => 'present', require => Notify['d1-n1-d11'];
  '/tmp/f1': notify => User['user1'];
  '/tmp/f2': content => 'data';
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { ['/tmp/f3', '/tmp/f4', '/tmp/f5']: owner => 'www-data', tag => ['beta', 'web'] }
File { require => File['/tmp/f3'], tag => 'beta' }
File['/tmp/f2'] { before +> [File['/tmp/f2'], File['/tmp/f3']] }
$v17 = 'val'
$v18 = { 'k' => 'v' }
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'], refreshonly => true }
notify { 'n2': noop => true, before => [File['/tmp/f5']], subscribe => Notify['d1-n1-d11'] }
service { 'svc2': loglevel => 'warning', hasrestart => false }
File <| title == 'n2' and title == 'svc2' |>
exec { 'run2': command => '/usr/bin/env echo hi', tag => 'web' }
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
user { 'user3': require => File['/tmp/f4'], groups => ['adm', 'sudo'] }
notify { 'n3': withpath => true, notify => [Notify['d1-n1-d12'], Exec['run2']], message => "${trusted[certname]} says hi" }
@exec { 'run3': command => '/bin/true', refreshonly => false }
Notify { require => File['/tmp/f2'] }
file { ['/tmp/f6', '/tmp/f7']: notify => File['/tmp/f3'], require => [Exec['run2']] }
file { '/tmp/f8': before => Exec['run2'], tag => ['db', 'web'] }
service { 'svc3': require => Notify['d1-n1-d12'], notify => Exec['run1'] }
notify {
  default: noop => true;
  'n4': tag => 'beta';
}
if tagged('db') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
$v36 = { 'k' => 'v' }
