class c1 (
  String $p1 = 'x y',
  String $p2 = 'x y',
) {
  @notify { 'c1-n1': message => "${p1} says hi" }
}
class c2 {
  @notify { ['c2-n1', 'c2-n2']: message => 3.5 }
  file { '/tmp/c2-f1': owner => 'www-data', tag => ['gamma', 'gamma'] }
}
class c3 (
  Array[String] $p1 = [],
  Boolean $p2 = true,
  Integer $p3 = 1,
) {
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
@@notify { ['n1', 'n2', 'n3']: message => "tab\there" }
tag 'web'
notify { ['n4', 'n5', 'n6']: tag => ['alpha', 'gamma'], withpath => true }
require c1
file { '/tmp/f1': owner => 'www-data', content => "${facts[hostname]}" }
service { ['svc1', 'svc2']: hasrestart => true, subscribe => Class['c1'] }
File { owner => 'www-data', tag => ['alpha', 'web'] }
@@exec { 'run1': require => Class['c1'], notify => Service['svc1'], command => '/bin/true' }
user { 'user1': shell => '/bin/bash', uid => 1001, tag => 'gamma' }
user { 'user2': notify => [Service['svc2'], Notify['n4']], before => [Notify['n5']], require => [File['/tmp/f1']] }
notify { ['n7', 'n8']: notify => Service['svc1'], withpath => true }
file { '/tmp/f2': subscribe => [File['/tmp/f1']], owner => 'root' }
