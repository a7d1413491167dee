user { 'user1': tag => 'gamma' }
User['user1'] -> User['user1']
@notify { 'n1': subscribe => User['user1'], require => User['user1'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': subscribe => User['user1'], command => '/usr/bin/env echo hi', require => User['user1'] }
user { 'user2': uid => 1001, ensure => 'absent', tag => 'web' }
user {
  default: loglevel => 'info';
  'user3': notify => Exec['run1'];
  'user4': tag => ['db', 'gamma'];
  'user5': tag => ['beta', 'gamma'], ensure => 'present';
}
notify { 'n2': notify => User['user5'], tag => ['alpha', 'db'], loglevel => 'info' }
file { '/tmp/f1': subscribe => User['user4'], require => Notify['n2'], before => [User['user1'], User['user2']] }
package {
  default: noop => true;
  'pkg1': before => User['user3'];
  'pkg2': ensure => 'installed';
}
User['user2'] -> Notify['ghost']
