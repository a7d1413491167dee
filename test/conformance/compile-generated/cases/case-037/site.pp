define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
}
class c1 (
  Boolean $p1 = true,
  Array[String] $p2 = ['a', 'b'],
  Enum['a', 'b'] $p3 = 'a',
) {
  notify { 'c1-n1': tag => ['beta', 'web'] }
  Notify { message => "${p1} says hi" }
  notify { ['c1-n2', 'c1-n3']: message => '' }
}
$v9 = 'val'
notify { 'n1': tag => 'beta' }
exec {
  default: command => '/usr/bin/env echo hi', tag => 'alpha';
  'run1': noop => false;
  'run2': command => 'touch /tmp/x', notify => Notify['n1'];
  'run3': require => Notify['n1'], subscribe => Notify['n1'];
}
service { 'svc1': loglevel => 'info' }
user { 'user1': subscribe => Notify['n1'], * => {  } }
service { ['svc2', 'svc3', 'svc4']: noop => true, subscribe => Exec['run2'] }
notify { 'n2': noop => false }
