define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
class c1 (
  Boolean $p1 = false,
  String $p2 = 'abc',
  String $p3 = 'abc',
) {
  exec { 'c1-run1': command => '/bin/true', refreshonly => false, loglevel => 'info' }
  tag 'beta'
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  package { ['c2-pkg1', 'c2-pkg2']: ensure => 'installed', loglevel => 'info' }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  user { 'c2-user1': uid => 1001 }
  notify {
    default: message => "${p1} says hi", noop => true;
    'c2-n1': tag => 'web', message => "${p1} says hi";
  }
}
service { 'svc1': enable => true }
notify { 'n1': message => "tab\there", notify => Service['svc1'] }
Service <|  |>
Service['svc1'] -> Service['svc1'] <~ [Service['svc1']]
[Notify['n1']] ~> Notify['n1']
Notify['n1'] { require => Service['svc1'] }
Notify['n1'] { before +> Service['svc1'] }
user {
  default: notify => Service['svc1'];
  'user1': managehome => false;
}
file { '/tmp/f1': ensure => 'directory', mode => '0755', owner => 'www-data' }
@user { 'user2': subscribe => File['/tmp/f1'], * => {  } }
Notify { message => 42 }
package {
  default: loglevel => 'info';
  'pkg1': ensure => '1.2.3';
  'pkg2': tag => ['gamma', 'beta'];
  'pkg3': loglevel => 'info', require => Service['svc1'];
}
User <| tag == 'gamma' |>
Package['pkg1'] ~> Service <| ensure == 'present' |> <- User['user1']
include c2
@notify { 'n2': subscribe => Package['pkg1'], withpath => true }
user {
  default: subscribe => User['user1'], notify => Package['pkg1'];
  'user3': tag => ['web', 'beta'];
  'user4': ensure => 'absent', noop => false;
  'user5': uid => '300', managehome => true;
}
notify { 'dup': before => Service['nosvc'] }
