class c1 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'b',
  Enum['a', 'b'] $p3 = 'b',
) {
  @notify { ['c1-n1', 'c1-n2', 'c1-n3']: loglevel => 'warning' }
  user { 'c1-user1': groups => ['adm', 'sudo'], ensure => 'present', uid => 30 }
  tag 'alpha'
}
class c2 {
  user { 'c2-user1': loglevel => 'info', tag => ['db', 'gamma'], ensure => 'absent' }
  notify { ['c2-n1', 'c2-n2']: message => 'hello' }
  Notify <| title == 'n1' |>
  contain c1
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = false,
) {
  package { 'c3-pkg1': ensure => '1.2.3' }
  tag 'web'
  package { ['c3-pkg2', 'c3-pkg3']: tag => ['beta', 'web'] }
}
exec { 'run1': tag => ['db', 'alpha'], refreshonly => true, command => '/usr/bin/env echo hi' }
include c3
user { 'user1': loglevel => 'info', * => { 'before' => Package['c3-pkg2'] } }
notify { 'n1': subscribe => Class['c3'], message => "tab\there" }
$v17 = { 'k' => 'v' }
file {
  default: tag => 'alpha';
  '/tmp/f1': loglevel => 'info', tag => ['alpha', 'beta'];
  '/tmp/f2': noop => false;
  '/tmp/f3': notify => Package['c3-pkg1'], subscribe => Class['c3'];
}
package { 'pkg1': loglevel => 'warning' }
File['/tmp/f2'] { before +> Notify['n1'] }
tag 'db'
file { '/tmp/f4': require => Package['pkg1'], tag => ['beta', 'db'] }
