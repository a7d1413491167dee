class c1 (
  String $p1 = 'abc',
  Boolean $p2 = true,
) {
  File <| message == 42 |> { tag +> ['db', 'gamma'] }
  tag 'db'
  notify { ['c1-n1', 'c1-n2']: noop => true, tag => ['beta', 'gamma'] }
}
class c2 (
  Integer $p1 = 80,
  String $p2 = 'x y',
) {
  include c1
}
class { 'c1': p1 => 'abc' }
tag 'web'
$v8 = { 'k' => 'v' }
Notify['c1-n1'] ~> [Notify['c1-n1']]
@exec {
  default: command => '/bin/true', notify => [Notify['c1-n2']];
  'run1': command => '/usr/bin/env echo hi', notify => Class['c1'], subscribe => Notify['c1-n1'];
  'run2': command => 'touch /tmp/x', require => Notify['c1-n2'], subscribe => Notify['c1-n2'];
  'run3': command => 'touch /tmp/x', require => Notify['c1-n2'], noop => false;
}
file { '/tmp/f1': loglevel => 'warning' }
Class['c1'] <~ [Notify['c1-n1'], Notify['c1-n2']] ~> File['/tmp/f1']
file { '/tmp/f2': tag => 'beta', subscribe => Notify['c1-n2'] }
@notify { 'n1': loglevel => 'info', * => { 'message' => "${facts[hostname]} says hi" } }
Exec <|  |>
Notify { require => [Notify['c1-n1'], File['/tmp/f2']] }
file {
  default: ensure => 'present', owner => 'root';
  '/tmp/f3': owner => 'root';
  '/tmp/f4': require => Notify['c1-n2'], owner => 'www-data';
}
file { '/tmp/f5': mode => '0644', * => {  } }
if defined(File['/tmp/f2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user {
  default: groups => ['adm', 'sudo'];
  'user1': uid => 30;
}
File { require => File['/tmp/f2'], subscribe => File['/tmp/f4'] }
Exec <| tag != 'web' |> { tag +> 'web' }
notify { ['n2', 'n3', 'n4']: tag => ['beta', 'web'] }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
realize([Exec['run3'], Exec['run2']])
File['/tmp/f1'] ~> [Exec['run2'], File['/tmp/f4'], File['/tmp/f1']]
service { 'svc1': ensure => 'stopped', require => File['/tmp/f1'] }
if tagged('alpha') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
File <| title == '/tmp/f4' |> -> Service['svc1']
notify { ['n5', 'n6', 'n7']: require => Service['svc1'], notify => Exec['run3'] }
