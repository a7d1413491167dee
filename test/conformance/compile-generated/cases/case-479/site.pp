define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Boolean $p1 = false,
  Optional[String] $p2 = 'o',
) {
  tag 'beta'
  notify {
    default: noop => false, message => 42;
    'c1-n1': tag => ['web', 'alpha'], withpath => false;
  }
  tag 'db'
  @package { ['c1-pkg1', 'c1-pkg2']: noop => true, ensure => '1.2.3' }
}
class c2 inherits c1 {
  Notify['c1-n1'] { message => 'web' }
  Notify { loglevel => 'warning' }
  @user { 'c2-user1': uid => 30, managehome => false }
}
class c3 {
  d1 { ['c3-d1-n1', 'c3-d1-n2']: level => 'v2' }
  if defined('$p1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': tag => ['web', 'beta'] }
package {
  default: tag => ['gamma', 'db'], ensure => '1.2.3';
  'pkg2': tag => 'db', notify => Package['pkg1'];
  'pkg3': tag => 'db';
}
@service { 'svc1': require => Package['pkg3'], hasrestart => true, ensure => 'running' }
Service <| tag == 'gamma' |> { noop => true }
notify {
  default: message => 'x y';
  'n1': tag => 'db', noop => true;
  'n2': tag => ['beta', 'web'], subscribe => Package['pkg1'];
}
notify { ['n3', 'n4']: subscribe => Notify['n2'], before => Notify['n2'] }
Service { enable => false }
notify { 'n5': tag => 'gamma' }
notify { 'dup': before => Service['nosvc'] }
