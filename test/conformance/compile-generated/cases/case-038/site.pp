class c1 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
  Array[String] $p3 = ['x'],
) {
  Notify <| title == 'n1' and tag != 'gamma' |>
}
class c2 (
  String $p1 = 'x y',
  Variant[Integer, String] $p2 = 1,
) {
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  require c1
  notify { 'c2-n1': message => 42, tag => ['gamma', 'beta'] }
}
Service { loglevel => 'info' }
service { 'svc1': tag => 'web', hasrestart => true }
include c1
require c2
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', noop => false, tag => ['web', 'gamma'] }
notify { ['n1', 'n2']: require => Service['svc1'], message => "${facts[hostname]} says hi" }
user {
  default: loglevel => 'info';
  'user1': tag => 'gamma', subscribe => Exec['run1'];
  'user2': notify => Exec['run1'], loglevel => 'warning';
  'user3': shell => '/bin/sh', tag => ['db', 'gamma'];
}
User['user1'] { noop => true }
Package <| title == 'run3' or ensure == 'running' |>
file { '/tmp/f1': notify => Service['svc1'] }
tag 'web'
package { 'pkg1': noop => true, subscribe => Exec['run2'] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: mode => '0644' }
$v20 = { 'k' => 'v' }
$v21 = { 'k' => 'v' }
@notify { 'n3': notify => Exec['run1'], * => {  } }
exec { 'run4': command => '/usr/bin/env echo hi', tag => ['alpha', 'gamma'] }
notify { 'n4': noop => false, require => File['/tmp/f1'] }
notify { ['n5', 'n6', 'n7']: require => Notify['n4'] }
