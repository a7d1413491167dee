define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level, tag => 'db' }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 80,
  Integer $p2 = 8080,
) {
  tag 'db'
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  @service { 'c1-svc1': noop => false, * => {  } }
  file { '/tmp/c1-f1': ensure => 'file', content => 'data' }
}
class c2 {
  tag 'alpha'
  user { ['c2-user1', 'c2-user2']: tag => 'db', ensure => 'absent' }
  exec { 'c2-run1': command => '/bin/true', noop => true, timeout => '300', tag => ['web', 'gamma'] }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: enable => false }
}
notify { 'n1': message => true, noop => true }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: require => Notify['n1'], loglevel => 'warning' }
d2 { 'd2-n1': }
@service { 'svc1': tag => 'db' }
notify { ['n2', 'n3', 'n4']: require => File['/tmp/f2'] }
file { '/tmp/f4': loglevel => 'info', subscribe => [Notify['d2-n1-d21']] }
Exec { tag => 'web', notify => [Notify['n3'], File['/tmp/f4']] }
Exec { noop => true }
Package { ensure => '1.2.3', before => File['/tmp/f1'] }
file { '/tmp/f5': ensure => 'directory', tag => ['web', 'web'] }
Exec { before => File['/tmp/f4'] }
notify { 'n5': tag => 'db', subscribe => File['/tmp/f1'] }
[File['/tmp/f1']] <- File['/tmp/f3']
Notify['n3'] -> Notify['n3'] -> File['/tmp/f4']
Notify['n4'] ~> Notify <| title == 'd2-n1-in-d11' and ensure == 'running' |>
Service { subscribe => File['/tmp/f5'] }
File['/tmp/f5'] -> Notify['n1']
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { ['run1', 'run2']: command => '/bin/true', tag => 'beta' }
tag 'alpha'
@notify {
  default: loglevel => 'info', subscribe => Notify['d2-n1-d21'];
  'n6': notify => Notify['n1'], before => Notify['d2-n1-in-d11'];
}
