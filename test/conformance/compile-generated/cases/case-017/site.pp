class c1 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
) {
  Notify { tag => ['gamma', 'db'] }
}
class c2 inherits c1 {
  file { '/tmp/c2-f1': tag => ['beta', 'gamma'], owner => 'www-data', mode => '0600' }
  exec {
    default: loglevel => 'info';
    'c2-run1': timeout => '300', command => '/usr/bin/env echo hi';
  }
  user { 'c2-user1': shell => '/bin/sh', loglevel => 'info' }
  notify { 'c2-n1': message => 42, * => { 'loglevel' => 'info' } }
}
class { 'c2': }
user { 'user1': shell => '/bin/bash', notify => Notify['c2-n1'], ensure => 'absent' }
include c2
Notify { withpath => false, require => File['/tmp/c2-f1'] }
user { ['user2', 'user3']: before => User['user1'] }
user {
  default: uid => 1001;
  'user4': ensure => 'present', tag => 'alpha';
}
File <| tag == 'beta' or title == 'c2-run1' |> { require +> User['user1'] }
user {
  default: subscribe => Exec['c2-run1'], notify => User['user2'];
  'user5': tag => 'alpha', ensure => 'present';
  'user6': noop => false;
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: content => 'data' }
package {
  default: require => [File['/tmp/f1'], Exec['c2-run1']];
  'pkg1': tag => 'alpha';
}
notify { 'n1': message => "${facts[hostname]} says hi", tag => 'web' }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package['pkg1'] { noop => true }
service { 'svc1': loglevel => 'warning', tag => 'gamma' }
tag 'alpha'
notify { 'n2': tag => 'db' }
package { ['pkg2', 'pkg3']: before => User['user4'] }
@service {
  default: subscribe => [User['user4'], Exec['c2-run1']];
  'svc2': ensure => 'stopped', loglevel => 'warning';
}
Service <| tag != 'beta' |>
Service <| message == 'hello' |>
realize([Service['svc2']])
exec { 'run1': command => 'touch /tmp/x', notify => Package['pkg1'] }
file { '/tmp/f4': mode => '0600', owner => 'www-data', notify => Package['pkg3'] }
Package['pkg3'] -> Class['c2']
Service <|  |>
notify { 'n3': message => undef, loglevel => 'info', require => Notify['n2'] }
service { 'svc3': hasrestart => true }
