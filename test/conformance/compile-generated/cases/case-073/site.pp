class c1 (
  String $p1 = 'abc',
  Boolean $p2 = true,
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { 'c1-n1': tag => 'alpha' }
  Package { ensure => 'absent', loglevel => 'info' }
  notify { 'c1-n2': message => '', noop => true, loglevel => 'warning' }
}
class c2 {
  Notify <| tag == 'db' |>
  @notify { ['c2-n1', 'c2-n2', 'c2-n3']: withpath => false }
  user { ['c2-user1', 'c2-user2']: managehome => true, tag => 'alpha' }
  user { ['c2-user3', 'c2-user4', 'c2-user5']: shell => '/bin/sh' }
}
class c3 (
  Optional[String] $p1 = undef,
) {
  notify { 'c3-n1': message => 42 }
  service { 'c3-svc1': ensure => 'stopped', tag => ['alpha', 'web'] }
  if defined(Class['c2']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
if defined(Class['c3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v18 = [1, 2]
tag 'web'
@notify { 'n1': message => "${trusted[certname]} says hi" }
notify { 'n2': loglevel => 'info', tag => 'web' }
Service <| ensure == 'directory' |> -> Notify['n2']
notify { 'n3': message => "tab\there", notify => Notify['n2'], before => Notify['n2'] }
package {
  default: noop => false;
  'pkg1': tag => 'alpha';
  'pkg2': tag => ['gamma', 'alpha'];
}
if defined(Notify['n3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec { loglevel => 'warning' }
tag 'gamma'
notify { 'n4': subscribe => [Package['pkg1']], require => Notify['n3'], before => Package['pkg1'] }
[Notify['n4']] -> Notify['n2'] -> Notify['n4']
contain c1
