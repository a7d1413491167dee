define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'web' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  user { ['c1-user1', 'c1-user2', 'c1-user3']: noop => false, uid => 30 }
}
class c2 (
  Boolean $p1 = true,
) {
  d1 { 'c2-d1-n1': }
  User <| tag == 'web' or tag != 'db' |>
  Notify { notify => Notify['c2-d1-n1-d11'] }
  notify { 'c2-n1': withpath => true, message => undef, tag => ['gamma', 'alpha'] }
}
d2 { 'd2-n1': msg => 'v1' }
service {
  default: ensure => 'running', enable => false;
  'svc1': hasrestart => false;
  'svc2': loglevel => 'info';
  'svc3': subscribe => Notify['d2-n1-in-d11'], notify => Notify['d2-n1-in-d11'];
}
package {
  default: tag => ['alpha', 'db'], ensure => 'absent';
  'pkg1': require => [Notify['d2-n1-d21'], Notify['d2-n1-in-d11']], tag => 'db';
  'pkg2': notify => Notify['d2-n1-d21'], ensure => 'latest';
  'pkg3': loglevel => 'warning';
}
file {
  default: subscribe => Package['pkg2'];
  '/tmp/f1': notify => Service['svc3'], tag => 'gamma';
  '/tmp/f2': mode => '0755';
}
service { 'svc4': subscribe => [Notify['d2-n1-d21'], Package['pkg1']], tag => ['alpha', 'beta'], require => Package['pkg1'] }
notify { 'n1': message => 42 }
if defined(Notify['d2-n1-in-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Notify['d2-n1-in-d11']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'beta'
exec { ['run1', 'run2']: before => Service['svc1'] }
[Service['svc1'], Service['svc4']] <~ Package['pkg3']
notify { 'n2': subscribe => Service['svc2'], loglevel => 'warning' }
file { '/tmp/f3': mode => '0755', loglevel => 'warning' }
Notify { tag => ['alpha', 'alpha'] }
contain c1
