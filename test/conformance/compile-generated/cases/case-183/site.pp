class c1 (
  String $p1 = 'x y',
  Integer $p2 = 8080,
  Boolean $p3 = false,
) {
  tag 'db'
}
class c2 (
  Integer $p1 = 80,
  Variant[Integer, String] $p2 = 'one',
) {
  contain c1
}
class c3 (
  Boolean $p1 = true,
  String $p2 = 's',
  Optional[String] $p3 = 'o',
) {
  notify {
    default: noop => false;
    'c3-n1': tag => ['alpha', 'gamma'];
  }
}
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package { tag => ['db', 'gamma'] }
Exec { loglevel => 'info' }
Notify { message => 42 }
service { 'svc1': ensure => 'running' }
tag 'db'
Service['svc1'] -> Service['svc1']
Notify <| ensure == 'present' |> ~> Notify <|  |>
Service['svc1'] -> Service['svc1']
user { 'user1': shell => '/bin/sh', notify => Service['svc1'] }
require c3
notify { ['n1', 'n2']: message => undef }
include c2
include c3
contain c2
User['user1'] { require +> [Notify['n1'], Notify['c3-n1']] }
user {
  default: loglevel => 'warning';
  'user2': ensure => 'absent', loglevel => 'info';
  'user3': notify => [Notify['n2'], Notify['c3-n1']];
}
package { 'pkg1': tag => ['gamma', 'web'], * => { 'before' => User['user1'] } }
notify { ['n3', 'n4']: message => "tab\there" }
service { 'svc2': hasrestart => true }
@user { 'user4': shell => '/bin/bash', require => Notify['n3'] }
user {
  default: ensure => 'absent';
  'user5': loglevel => 'info', before => Service['svc2'];
  'user6': loglevel => 'info';
  'user7': tag => 'web';
}
Notify['n4'] { tag => 'gamma' }
User['user6'] { noop => true }
realize([User['user4']])
File { ensure => 'absent' }
