class c1 {
  File { tag => 'beta' }
  service { 'c1-svc1': hasrestart => true }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'a',
  Integer $p3 = 8080,
) {
  if defined('$p1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
user { 'user1': managehome => true, ensure => 'absent', tag => 'beta' }
Notify { noop => true, tag => 'beta' }
exec { 'run1': command => '/bin/true', timeout => '300', path => ['/bin', '/usr/bin'], loglevel => 'info' }
$v9 = { 'k' => 'v' }
notify { 'n1': noop => true }
Notify['n1'] <- Exec['run1']
exec { 'run2': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
Notify { require => [Exec['run2']] }
User['user1'] -> [Exec['run1'], Exec['run2'], Notify['n1']]
if defined(Exec['run1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'db'
Notify <| tag == 'db' |> { message => 42 }
service { 'svc1': tag => 'alpha' }
user { 'user2': require => Notify['n1'] }
notify {
  default: message => true;
  'n2': before => [Exec['run1'], User['user1']];
}
file {
  default: owner => 'root', tag => ['gamma', 'alpha'];
  '/tmp/f1': tag => 'alpha', content => "${facts[hostname]}";
  '/tmp/f2': subscribe => Exec['run2'];
  '/tmp/f3': tag => 'db', mode => '0644';
}
Notify <| message == 'x y' or ensure == 'running' |> { message => undef }
tag 'alpha'
Package { notify => Exec['run2'] }
Service <| title == '/tmp/f3' |>
if defined(File['/tmp/f1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n3': message => "${facts[hostname]} says hi", tag => ['alpha', 'gamma'], loglevel => 'warning' }
file { ['/tmp/f4', '/tmp/f5']: loglevel => 'warning' }
File { loglevel => 'info', before => File['/tmp/f4'] }
notify { ['n4', 'n5', 'n6']: withpath => false, message => 3.5 }
exec { 'run3': command => 'touch /tmp/x', subscribe => Notify['n6'] }
