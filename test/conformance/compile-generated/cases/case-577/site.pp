define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 'abc',
  Boolean $p3 = false,
) {
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 {
  Package <| ensure == 'present' |> { tag +> 'beta' }
}
class c3 (
  Array[String] $p1 = [],
  String $p2 = 'abc',
) {
  @file { '/tmp/c3-f1': ensure => 'file' }
  include c2
  include c1
}
user {
  default: tag => 'beta', uid => '300';
  'user1': loglevel => 'warning', uid => 1001;
}
@file {
  default: subscribe => User['user1'];
  '/tmp/f1': before => User['user1'];
}
package { 'pkg1': notify => User['user1'], ensure => 'latest', loglevel => 'info' }
exec { ['run1', 'run2']: command => '/bin/true', require => User['user1'] }
@file { '/tmp/f2': noop => false, before => Exec['run1'], mode => '0644' }
[Exec['run1']] <~ [Package['pkg1'], User['user1']]
package { 'pkg2': loglevel => 'warning' }
Exec <|  |>
tag 'beta'
tag 'gamma'
include c3
user { 'user2': notify => Package['pkg1'] }
Package['pkg1'] { tag +> ['alpha', 'alpha'] }
Package['pkg1'] { before +> Exec['run2'] }
service { 'svc1': tag => ['alpha', 'db'], require => [User['user1']], hasrestart => false }
realize(File['/tmp/c3-f1'])
