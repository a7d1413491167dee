define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed' }
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
class c1 (
  Array[String] $p1 = [],
) {
  Notify { noop => false, tag => ['gamma', 'db'] }
  tag 'db'
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => '/usr/bin/env echo hi', tag => ['beta', 'gamma'] }
}
class c2 (
  String $p1 = 'abc',
  String $p2 = 'x y',
  Array[String] $p3 = ['a', 'b'],
) {
  exec { 'c2-run1': command => 'touch /tmp/x', tag => 'alpha' }
}
class c3 (
  Array[String] $p1 = [],
  Enum['a', 'b'] $p2 = 'b',
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  Exec['c1-run3'] { noop => ['gamma', 'gamma'] }
  d1 { 'c3-d1-n1': }
}
User { noop => true, loglevel => 'info' }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { ['svc1', 'svc2', 'svc3']: enable => false }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'www-data' }
exec { 'run1': command => 'touch /tmp/x', notify => Service['svc2'], tag => ['gamma', 'alpha'] }
$v19 = 'val'
Service['svc2'] { tag +> ['alpha', 'db'] }
tag 'web'
[Service['svc2'], File['/tmp/f3']] -> File['/tmp/f2'] <- File['/tmp/f3']
tag 'gamma'
user { ['user1', 'user2', 'user3']: ensure => 'absent', require => File['/tmp/f3'] }
User['user3'] <- Service['svc1']
user { ['user4', 'user5', 'user6']: before => Service['svc3'], shell => '/bin/bash' }
notify { 'n1': tag => ['gamma', 'alpha'], notify => [Service['svc1'], Service['svc2']], withpath => false }
Service { tag => 'web', enable => false }
Notify <| title == 'svc3' |>
@notify { ['n2', 'n3', 'n4']: require => User['user1'] }
tag 'beta'
[User['user6'], File['/tmp/f3']] -> Service['svc2'] -> File['/tmp/f3']
@file { '/tmp/f4': tag => 'db', * => { 'loglevel' => 'info' } }
@exec { 'run2': command => 'touch /tmp/x', require => User['user5'], refreshonly => true, tag => ['alpha', 'gamma'] }
notify { 'dup': before => Service['nosvc'] }
