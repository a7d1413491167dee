define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  @notify { ['c1-n1', 'c1-n2']: noop => true, tag => 'alpha' }
  Service { enable => false }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Array[String] $p2 = [],
) {
  notify { 'c2-n1': withpath => false, message => 'hello' }
}
service { ['svc1', 'svc2']: tag => 'db', ensure => 'running' }
exec { ['run1', 'run2']: timeout => 30 }
d2 { ['d2-n1', 'd2-n2']: msg => 'v1' }
service { 'svc3': subscribe => [Service['svc1']], * => { 'hasrestart' => true } }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { notify => Exec['run1'] }
notify { 'n1': subscribe => Exec['run1'], loglevel => 'info' }
