package { ['pkg1', 'pkg2']: tag => ['db', 'web'] }
user { 'user1': uid => 30, * => { 'subscribe' => Package['pkg1'] } }
file { '/tmp/f1': require => Package['pkg1'], tag => 'beta' }
file { '/tmp/f2': require => [File['/tmp/f1']], tag => 'web' }
Notify { require => File['/tmp/f2'] }
user { 'user2': before => Package['pkg2'] }
$v6 = [1, 2]
notify { 'n1': subscribe => [User['user1']] }
notify { 'n2': tag => 'web', notify => [File['/tmp/f1']], loglevel => 'info' }
tag 'beta'
Package['pkg2'] <- [File['/tmp/f2'], User['user1']] -> [Package['pkg1']]
Exec { require => Package['pkg2'] }
$v12 = 'val'
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user {
  default: groups => 'users', ensure => 'absent';
  'user3': groups => 'users';
  'user4': subscribe => Package['pkg1'];
}
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if tagged('beta') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
@exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', noop => true }
realize([Exec['run1']])
Notify { subscribe => User['user2'] }
Notify['n1'] { noop => true }
