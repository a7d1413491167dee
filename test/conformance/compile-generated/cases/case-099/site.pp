class c1 (
  Boolean $p1 = false,
) {
  User { ensure => 'absent' }
  Package { tag => ['alpha', 'gamma'] }
}
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v5 = [1, 2]
user { ['user1', 'user2', 'user3']: loglevel => 'info' }
user { 'user4': noop => true, * => {  } }
Notify { subscribe => [User['user2'], User['user1']] }
@file { '/tmp/f1': owner => 'root', tag => ['beta', 'db'], require => User['user1'] }
package {
  default: tag => ['gamma', 'gamma'];
  'pkg1': subscribe => User['user1'];
  'pkg2': loglevel => 'warning', noop => false;
}
User['user2'] { tag => 'web' }
user { 'user2': }
