define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'beta' }
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
  d1 { "${name}-in": }
}
class c1 {
  exec { 'c1-run1': command => 'touch /tmp/x' }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: withpath => false, noop => true }
  notify { 'c1-n4': withpath => true, * => {  } }
  d1 { 'c1-d1-n1': }
}
class c2 {
  tag 'gamma'
}
class c3 (
  Array[String] $p1 = [],
  Optional[String] $p2 = undef,
) inherits c1 {
  Exec['c1-run1'] { noop +> 'db' }
  tag 'db'
  notify { 'c3-n1': noop => true, * => {  } }
  Notify { message => "tab\there" }
  notify { 'c3-n2': tag => 'alpha', * => {  } }
}
d2 { ['d2-n1', 'd2-n2']: level => 'v2' }
notify { 'n1': require => Notify['d2-n1-in-d11'], before => Notify['d2-n1-d21'] }
user {
  default: groups => ['adm', 'sudo'], tag => ['beta', 'beta'];
  'user1': require => Notify['d2-n2-in-d11'], managehome => false;
  'user2': uid => '300', require => Notify['d2-n1-in-d11'];
}
User['user1'] { noop => true }
include c1
user { 'user3': managehome => true, tag => ['alpha', 'alpha'] }
require c2
notify { 'n2': notify => [User['user3'], User['user1']], subscribe => [User['user3']] }
@package { 'pkg1': tag => ['alpha', 'db'], noop => true }
notify { ['n3', 'n4', 'n5']: subscribe => Notify['d2-n2-d21'] }
d1 { 'd1-n1': msg => 7 }
Notify { message => ['a', 'b'] }
@@user { 'user4': noop => false, ensure => 'present' }
contain c1
d2 { ['d2-n3', 'd2-n4']: }
file { '/tmp/f1': loglevel => 'warning' }
notify { 'n6': tag => 'web' }
notify { 'n7': require => [Notify['n6']] }
include c3
exec { 'run1': command => '/usr/bin/env echo hi', timeout => '300' }
@file { '/tmp/f2': tag => 'beta' }
