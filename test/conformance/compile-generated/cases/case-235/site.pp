define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = [],
  Optional[String] $p3 = undef,
) {
  tag 'alpha'
  File <| title == 'n1' and tag != 'alpha' |>
  tag 'beta'
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: withpath => false, tag => 'web' }
}
class c2 {
  @package { 'c2-pkg1': loglevel => 'info' }
  require c1
  @file { '/tmp/c2-f1': loglevel => 'warning' }
}
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { ['user1', 'user2', 'user3']: shell => '/bin/bash' }
@@notify { ['n1', 'n2']: tag => ['alpha', 'alpha'] }
Notify { loglevel => 'warning', tag => ['db', 'web'] }
d1 { 'd1-n1': msg => 'v2' }
User['user1'] { require +> User['user1'] }
package {
  default: ensure => 'absent';
  'pkg1': subscribe => [User['user3'], Notify['d1-n1-d11']];
  'pkg2': ensure => 'absent';
  'pkg3': tag => 'web', noop => true;
}
File { subscribe => Package['pkg3'] }
d1 { 'd1-n2': msg => 'v2' }
include c2
