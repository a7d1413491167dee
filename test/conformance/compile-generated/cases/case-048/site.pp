define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'abc',
  Array[String] $p2 = ['x'],
  Array[String] $p3 = [],
) {
  d1 { 'c1-d1-n1': extra => 7 }
}
package { 'pkg1': noop => true, * => {  } }
notify { 'n1': noop => true, message => "${trusted[certname]} says hi" }
d1 { 'd1-n1': extra => 'v2' }
[Notify['d1-n1-d11'], Package['pkg1']] -> Notify['n1']
file {
  default: ensure => 'directory';
  '/tmp/f1': tag => 'alpha', owner => 'root';
}
@file {
  default: tag => ['alpha', 'web'], mode => '0755';
  '/tmp/f2': loglevel => 'warning';
  '/tmp/f3': tag => ['db', 'db'];
}
$v11 = { 'k' => 'v' }
realize([File['/tmp/f3']])
File { tag => ['beta', 'alpha'] }
d1 { 'd1-n2': }
File <| title == 'd1-n1-d11' |>
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': noop => true, * => {  } }
tag 'db'
d1 { 'd1-n3': extra => 'v2' }
notify { 'n2': subscribe => Notify['d1-n1-d11'] }
File <| tag != 'beta' |> { tag => 'alpha' }
service {
  default: tag => ['beta', 'beta'];
  'svc2': notify => [File['/tmp/f3'], Package['pkg1']], before => Notify['n1'];
}
include c1
@file { '/tmp/f4': content => "line\n" }
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
contain c1
user {
  default: groups => [], uid => 1001;
  'user1': loglevel => 'info', groups => [];
  'user2': tag => 'beta', before => Notify['n2'];
}
notify { 'n3': notify => Service['svc2'] }
realize(File['/tmp/f3'])
