class c1 {
  notify { 'c1-n1': withpath => false }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  user {
    default: tag => ['db', 'beta'];
    'c2-user1': noop => true;
    'c2-user2': tag => 'beta', ensure => 'absent';
    'c2-user3': noop => true;
  }
}
user { 'user1': groups => ['adm', 'sudo'], tag => 'alpha', ensure => 'absent' }
tag 'web'
contain c2
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': message => true, subscribe => User['user1'] }
Notify { tag => ['gamma', 'alpha'], noop => true }
notify { ['n2', 'n3', 'n4']: loglevel => 'warning' }
user { ['user2', 'user3', 'user4']: managehome => false }
notify { 'n5': message => "tab\there" }
Notify['n2'] ~> User['user1']
service { 'svc1': subscribe => Class['c2'] }
Exec { timeout => '300' }
if defined(User['c2-user3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n6': subscribe => User['user1'] }
contain c2
exec { 'run1': command => '/bin/true', * => {  } }
@notify { ['n7', 'n8', 'n9']: tag => ['gamma', 'gamma'], withpath => true }
notify { 'n10': tag => ['gamma', 'beta'], subscribe => Notify['n6'] }
notify { ['n11', 'n12', 'n13']: notify => Service['svc1'] }
exec {
  default: timeout => '300';
  'run2': command => 'touch /tmp/x', subscribe => Notify['n11'], tag => ['beta', 'beta'];
  'run3': refreshonly => false;
}
package { 'pkg1': tag => 'db' }
Notify['n12'] { message => undef }
package { 'pkg2': noop => true, tag => ['beta', 'gamma'], subscribe => [Notify['n2']] }
notify { 'n14': message => 'x y', * => {  } }
@exec { 'run4': command => '/usr/bin/env echo hi', notify => User['c2-user3'] }
File { require => Exec['run1'] }
Class['c2'] <~ [Notify['n14']] ~> [User['user1']]
Package { noop => true }
Exec['run1'] -> User['c2-user1']
$v35 = { 'k' => 'v' }
user { 'user5': before => User['user1'], uid => '300' }
