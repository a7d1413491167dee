define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Integer $p1 = 80,
  String $p2 = 'abc',
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
}
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
Package { before => Notify['d1-n1-d11'] }
$v7 = { 'k' => 'v' }
Service { before => Notify['d1-n1-d11'], notify => Notify['d1-n2-d11'] }
user {
  default: managehome => true;
  'user1': tag => ['gamma', 'db'];
  'user2': tag => ['alpha', 'db'];
}
exec {
  default: command => 'touch /tmp/x', tag => ['db', 'gamma'];
  'run1': subscribe => [Notify['d1-n2-d11'], Notify['d1-n2-d12']], loglevel => 'info';
  'run2': command => '/usr/bin/env echo hi', noop => false, notify => [User['user1'], Notify['d1-n1-d11']];
  'run3': subscribe => Notify['d1-n1-d12'], path => ['/bin', '/usr/bin'];
}
user { 'user3': require => Exec['run1'] }
