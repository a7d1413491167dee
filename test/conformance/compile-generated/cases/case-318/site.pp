Notify { noop => true, withpath => true }
package { 'pkg1': tag => ['gamma', 'web'] }
$v2 = [1, 2]
user {
  default: before => Package['pkg1'];
  'user1': before => Package['pkg1'];
  'user2': loglevel => 'info', notify => Package['pkg1'];
  'user3': require => Package['pkg1'];
}
User { tag => ['db', 'web'], groups => [] }
$v5 = 'val'
tag 'alpha'
notify { ['n1', 'n2', 'n3']: require => [User['user2'], Package['pkg1']] }
@file { '/tmp/f1': ensure => 'absent', noop => true }
Notify['n2'] ~> User['user1']
file {
  default: tag => 'beta';
  '/tmp/f2': require => Package['pkg1'];
  '/tmp/f3': before => User['user2'];
  '/tmp/f4': subscribe => User['user2'];
}
User { subscribe => File['/tmp/f2'] }
@file { ['/tmp/f5', '/tmp/f6', '/tmp/f7']: loglevel => 'info', noop => true }
package { 'pkg2': subscribe => File['/tmp/f3'] }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v16 = { 'k' => 'v' }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', timeout => 30, refreshonly => false }
Package['pkg2'] { tag => 'beta' }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Package['pkg1'] { tag => 'again' }
