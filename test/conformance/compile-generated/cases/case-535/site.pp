class c1 (
  Enum['a', 'b'] $p1 = 'a',
  String $p2 = 'abc',
) {
  package { ['c1-pkg1', 'c1-pkg2']: tag => 'gamma' }
  notify { ['c1-n1', 'c1-n2']: tag => 'gamma' }
}
User { shell => '/bin/sh', tag => 'beta' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': noop => true }
include c1
File { tag => ['alpha', 'db'] }
package {
  default: ensure => 'installed';
  'pkg1': loglevel => 'info';
  'pkg2': loglevel => 'info';
  'pkg3': ensure => 'absent';
}
contain c1
exec {
  default: command => '/bin/true', notify => Package['pkg3'];
  'run1': command => 'touch /tmp/x', refreshonly => false;
  'run2': command => '/usr/bin/env echo hi', refreshonly => true, noop => true;
  'run3': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], tag => ['beta', 'web'];
}
@@notify { 'n2': message => "${facts[hostname]} says hi", notify => Package['c1-pkg2'] }
Exec['run1'] <~ File <| tag != 'web' or tag == 'gamma' |> <- [Package['pkg1'], Package['pkg3']]
service { ['svc1', 'svc2']: before => Package['pkg1'] }
