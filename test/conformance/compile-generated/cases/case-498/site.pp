define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, tag => 'web' }
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
}
class c1 (
  Array[String] $p1 = ['x'],
) {
  tag 'gamma'
  tag 'gamma'
  package {
    default: tag => 'alpha';
    'c1-pkg1': tag => ['beta', 'web'], noop => false;
  }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Variant[Integer, String] $p2 = 1,
) {
  @package { 'c2-pkg1': loglevel => 'warning', * => { 'noop' => false } }
}
class { 'c1': p1 => ['x'] }
notify { 'n1': message => 'world' }
require c1
notify { 'n2': before => Notify['n1'], loglevel => 'info', withpath => true }
include c1
exec { 'run1': command => 'touch /tmp/x', loglevel => 'info', refreshonly => true, path => ['/bin', '/usr/bin'] }
File { subscribe => Notify['n1'] }
@notify { 'n3': message => 'world' }
user { 'user1': tag => ['db', 'gamma'] }
service { 'svc1': loglevel => 'warning' }
service { 'svc2': tag => ['beta', 'db'], require => [User['user1']] }
user { 'user2': groups => 'users' }
d1 { 'd1-n1': extra => 'v2' }
$v24 = [1, 2]
File <| tag == 'gamma' |>
tag 'alpha'
user {
  default: shell => '/bin/bash', ensure => 'present';
  'user3': uid => 30, notify => [Notify['n2']];
}
$v28 = 'val'
Notify { withpath => false }
include c1
$v31 = 'val'
@service { 'svc3': ensure => 'stopped' }
File <| tag == 'alpha' |>
notify { 'n4': message => "${module_name} says hi", tag => 'beta' }
Service['svc1'] <- [Notify['n1'], Exec['run1'], Package['c1-pkg1']]
tag 'gamma'
notify { ['n5', 'n6', 'n7']: message => undef }
