define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'alpha' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Optional[String] $p2 = undef,
  Enum['a', 'b'] $p3 = 'b',
) {
  Exec <| title == 'n1' |>
  service { 'c1-svc1': tag => 'alpha', hasrestart => false }
}
class c2 {
  exec { 'c2-run1': tag => ['gamma', 'beta'], command => '/usr/bin/env echo hi', noop => true }
}
Exec { timeout => 1001 }
package { 'pkg1': noop => false, tag => 'alpha' }
Package['pkg1'] { before +> Package['pkg1'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': ensure => 'running' }
Service { before => Package['pkg1'] }
service { ['svc2', 'svc3']: hasrestart => false }
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
exec {
  default: command => '/bin/true', timeout => '300';
  'run1': path => ['/bin', '/usr/bin'], command => '/usr/bin/env echo hi';
  'run2': command => 'touch /tmp/x', refreshonly => false, before => Package['pkg1'];
  'run3': command => '/usr/bin/env echo hi', tag => 'db';
}
Package['pkg1'] -> Service['svc3']
Notify { withpath => false }
User <|  |> { tag +> ['alpha', 'web'] }
service { 'svc4': hasrestart => true, enable => true }
user { 'user1': managehome => true, loglevel => 'warning' }
notify {
  default: tag => ['alpha', 'gamma'], notify => Service['svc2'];
  'n1': loglevel => 'warning', message => 42;
}
contain c2
tag 'beta'
d1 { 'd1-n1': msg => 7 }
File { require => Service['svc3'], mode => '0600' }
Service['svc1'] { tag => ['db', 'gamma'] }
include c1
contain c2
user { 'user2': uid => 30, notify => Exec['run2'] }
notify { ['n2', 'n3', 'n4']: withpath => true, notify => [Notify['n1'], Service['c1-svc1']] }
include c1
Service['svc2'] <~ [Service['svc2'], User['user1'], Service['c1-svc1']] <~ Service['svc2']
exec { 'run4': command => '/usr/bin/env echo hi', loglevel => 'warning', tag => 'beta', path => ['/bin', '/usr/bin'] }
d1 { ['d1-n2', 'd1-n3']: msg => 7 }
