define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'web' }
  Notify { noop => true }
}
class c1 {
  user { ['c1-user1', 'c1-user2', 'c1-user3']: loglevel => 'info' }
  tag 'gamma'
  @notify { 'c1-n1': loglevel => 'info', tag => 'web' }
  d1 { 'c1-d1-n1': msg => 'v2' }
}
class c2 {
  file { '/tmp/c2-f1': noop => false }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
user { 'user1': ensure => 'absent' }
@user { ['user2', 'user3']: noop => true, loglevel => 'warning' }
tag 'gamma'
Notify { subscribe => User['user1'] }
d1 { 'd1-n1': msg => 7 }
realize(User['user3'])
notify { 'n1': loglevel => 'info' }
file {
  default: tag => ['gamma', 'beta'];
  '/tmp/f1': before => [Notify['d1-n1-d11'], Notify['n1']], content => 'data';
  '/tmp/f2': notify => User['user1'], owner => 'www-data';
}
notify { ['n2', 'n3', 'n4']: withpath => false, subscribe => User['user1'] }
User['user1'] -> Notify <| tag == 'web' |>
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n5', 'n6', 'n7']: require => [User['user3']], message => 'world' }
file { '/tmp/f3': ensure => 'directory', require => Notify['n6'] }
User <| message == 'world' and tag == 'gamma' |>
realize([User['user2']])
package { ['pkg1', 'pkg2', 'pkg3']: noop => true }
Package { tag => ['beta', 'alpha'] }
@@exec { ['run1', 'run2', 'run3']: notify => Notify['n3'], refreshonly => false }
notify {
  default: subscribe => Notify['n1'];
  'n8': message => true, withpath => true;
  'n9': before => Package['pkg1'];
}
d1 { 'd1-n2': msg => 'v1' }
Notify { message => 42 }
File['/tmp/f3'] { tag => 'web' }
@@file { '/tmp/f4': loglevel => 'info' }
