define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, tag => 'web', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
  Integer $p2 = 1,
  Integer $p3 = 8080,
) {
  tag 'web'
}
class c2 (
  Integer $p1 = 1,
) {
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: ensure => 'running', tag => ['beta', 'beta'] }
  d1 { 'c2-d1-n1': }
  tag 'web'
  User { ensure => 'absent', groups => 'users' }
}
class c3 inherits c2 {
  Service['c2-svc3'] { noop +> ['gamma', 'db'] }
  service { 'c3-svc1': ensure => 'running', tag => 'beta', enable => true }
  user { 'c3-user1': ensure => 'present', tag => ['alpha', 'web'] }
  file { '/tmp/c3-f1': ensure => 'absent', loglevel => 'warning', mode => '0600' }
  exec {
    default: noop => true;
    'c3-run1': command => 'touch /tmp/x', loglevel => 'warning';
    'c3-run2': command => '/usr/bin/env echo hi', tag => ['web', 'db'];
    'c3-run3': loglevel => 'info', command => '/bin/true';
  }
}
service {
  default: tag => ['alpha', 'gamma'];
  'svc1': tag => ['beta', 'alpha'], ensure => 'stopped';
  'svc2': loglevel => 'info';
  'svc3': tag => 'gamma';
}
d2 { 'd2-n1': }
user {
  default: uid => '300', shell => '/bin/sh';
  'user1': require => Service['svc3'];
}
Notify { loglevel => 'warning' }
Notify <| ensure == 'present' |>
@notify { 'n1': notify => User['user1'], * => { 'before' => Service['svc2'] } }
package {
  default: subscribe => Service['svc2'], require => [Notify['d2-n1-in-d11']];
  'pkg1': require => Service['svc1'], noop => true;
  'pkg2': noop => false, ensure => 'latest';
}
realize([Notify['n1']])
Service <| ensure == 'running' |> { require => Notify['n1'] }
package { 'pkg3': ensure => 'latest', notify => Notify['n1'] }
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', require => Notify['d2-n1-d21'], tag => 'web' }
Notify <| message == 42 or title == 'pkg2' |>
notify { ['n2', 'n3']: require => Package['pkg3'], noop => true }
Service['svc2'] { noop => false }
notify { 'n4': message => true }
Exec { subscribe => Package['pkg2'], path => ['/bin', '/usr/bin'] }
@package { 'pkg4': tag => 'alpha' }
service { ['svc4', 'svc5']: notify => Notify['d2-n1-in-d11'], enable => true }
