class c1 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'b',
  Optional[String] $p3 = 'o',
) {
  file { '/tmp/c1-f1': owner => 'root', mode => '0644' }
  tag 'web'
  package { 'c1-pkg1': ensure => 'latest', noop => true }
  tag 'alpha'
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
) {
  user {
    default: shell => '/bin/sh', tag => 'gamma';
    'c2-user1': loglevel => 'warning';
  }
}
include c2
package { 'pkg1': tag => ['db', 'beta'], notify => User['c2-user1'], ensure => '1.2.3' }
service { 'svc1': before => User['c2-user1'], hasrestart => true, subscribe => User['c2-user1'] }
user { 'user1': loglevel => 'info', subscribe => Service['svc1'] }
require c2
package {
  default: loglevel => 'warning';
  'pkg2': before => User['user1'], require => Service['svc1'];
  'pkg3': tag => 'alpha';
  'pkg4': ensure => 'installed', require => Class['c2'];
}
exec { 'run1': loglevel => 'info', path => ['/bin', '/usr/bin'], before => Class['c2'] }
file { '/tmp/f1': noop => true, content => 'data' }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
user { ['user2', 'user3', 'user4']: uid => '300' }
Service { subscribe => Package['pkg3'] }
service {
  default: subscribe => User['user3'], before => Package['pkg2'];
  'svc2': before => Package['pkg2'], ensure => 'stopped';
}
User['user1'] { before => Service['svc1'] }
