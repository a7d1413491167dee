class c1 (
  String $p1 = 'abc',
) {
  Service { hasrestart => true, loglevel => 'warning' }
  service { 'c1-svc1': enable => false, hasrestart => false }
  file { '/tmp/c1-f1': tag => 'db', ensure => 'present' }
}
stage { 'pre': before => Stage['main'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c1
service {
  default: noop => true;
  'svc1': ensure => 'stopped';
  'svc2': before => Service['c1-svc1'], tag => 'beta';
}
Service['c1-svc1'] ~> [Service['svc1'], Service['c1-svc1']]
$v10 = [1, 2]
Service['svc2'] { require => File['/tmp/c1-f1'] }
Notify { notify => Service['svc1'], noop => false }
service { 'svc3': before => [Service['svc1']], hasrestart => true }
exec { 'run1': command => 'touch /tmp/x', before => Service['svc2'] }
Exec['run1'] -> [File['/tmp/c1-f1']]
package { ['pkg1', 'pkg2', 'pkg3']: notify => File['/tmp/c1-f1'], loglevel => 'warning' }
[Package['pkg3']] ~> Service['svc3']
notify { 'n1': tag => 'db', before => Service['svc3'], message => 'world' }
package { 'pkg4': before => File['/tmp/c1-f1'], tag => ['db', 'web'], subscribe => Notify['n1'] }
User <| message == 'world' |>
Notify <| title == 'pkg2' or title == 'svc2' |> -> Package['pkg3']
@notify { 'n2': tag => 'web', notify => Exec['run1'] }
