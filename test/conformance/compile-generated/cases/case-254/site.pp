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
package { 'pkg1': tag => ['db', 'beta'], notify => User['c2-user1'], ensure => 'latest' }
package { 'pkg2': subscribe => User['c2-user1'], * => { 'loglevel' => 'warning' } }
User['c2-user1'] ~> User['c2-user1']
File <| message == 42 |> { noop => true }
@package {
  default: loglevel => 'warning';
  'pkg3': before => [Package['pkg1']], require => Package['pkg1'];
  'pkg4': tag => 'alpha';
  'pkg5': ensure => 'installed', require => Package['pkg2'];
}
exec { 'run1': loglevel => 'info', path => ['/bin', '/usr/bin'], before => Package['pkg1'] }
file { '/tmp/f1': noop => true, content => 'data' }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
user { ['user1', 'user2', 'user3']: uid => '300' }
Service { subscribe => User['user3'] }
service {
  default: subscribe => User['c2-user1'], before => User['user1'];
  'svc1': loglevel => 'warning';
}
require c1
