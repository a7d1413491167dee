class c1 (
  Integer $p1 = 8080,
  Enum['a', 'b'] $p2 = 'b',
  Enum['a', 'b'] $p3 = 'a',
) {
  notify { 'c1-n1': tag => ['alpha', 'beta'] }
}
class c2 (
  String $p1 = 'x y',
) {
  service { 'c2-svc1': hasrestart => false }
  @package { 'c2-pkg1': tag => ['beta', 'beta'] }
  package { ['c2-pkg2', 'c2-pkg3', 'c2-pkg4']: noop => true }
}
class c3 {
  if defined('c2') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
user {
  default: managehome => false;
  'user1': managehome => true, groups => ['adm', 'sudo'];
  'user2': loglevel => 'warning';
  'user3': loglevel => 'warning', managehome => true;
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: notify => User['user2'] }
@user {
  default: ensure => 'absent';
  'user4': shell => '/bin/bash';
  'user5': subscribe => File['/tmp/f1'], noop => false;
}
User <|  |>
Exec { tag => ['gamma', 'db'], refreshonly => true }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n1', 'n2', 'n3']: tag => 'db', message => 'hello' }
User { subscribe => User['user1'] }
realize([User['user4'], User['user5']])
Notify['n2'] <- [File['/tmp/f1']]
contain c1
notify { 'n4': tag => ['gamma', 'web'], * => { 'noop' => false } }
package { 'pkg1': before => Notify['n3'] }
[File['/tmp/f1']] <- Class['c1']
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
include c2
