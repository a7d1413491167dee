define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
  File { noop => true }
}
class c1 (
  Boolean $p1 = true,
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: tag => ['gamma', 'alpha'] }
}
service { 'svc1': noop => true }
include c1
Service['svc1'] { require => File['/tmp/c1-f3'] }
include c1
exec { ['run1', 'run2', 'run3']: command => '/bin/true', notify => Service['svc1'] }
notify {
  default: message => 'hello', tag => ['web', 'web'];
  'n1': message => true, subscribe => Service['svc1'];
}
Notify <| ensure == 'running' |> { require => Exec['run2'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc2': tag => 'gamma', enable => true }
