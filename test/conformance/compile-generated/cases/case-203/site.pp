class c1 (
  Optional[String] $p1 = undef,
  Integer $p2 = 80,
) {
  exec {
    default: refreshonly => true, tag => ['alpha', 'alpha'];
    'c1-run1': refreshonly => true, timeout => 30;
    'c1-run2': command => '/usr/bin/env echo hi', timeout => 30;
  }
  if tagged('db') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  Service <| message == 'world' |>
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
) {
  @notify { 'c2-n1': message => "${p1} says hi", tag => 'db' }
  contain c1
}
File <| tag == 'db' |> -> Notify <| ensure == 'running' |>
@package { ['pkg1', 'pkg2', 'pkg3']: ensure => '1.2.3' }
package { 'pkg4': noop => false, * => { 'loglevel' => 'warning' } }
Notify { tag => ['web', 'beta'] }
file { ['/tmp/f1', '/tmp/f2']: mode => '0644', owner => 'root' }
user {
  default: uid => '300', tag => 'alpha';
  'user1': notify => Package['pkg4'], require => File['/tmp/f1'];
  'user2': uid => '300';
}
class { 'c1': p1 => undef }
include c2
File['/tmp/f1'] { tag +> 'gamma' }
realize([Package['pkg1'], Notify['c2-n1']])
Package <| (message == 42 and tag == 'web') and ensure == 'running' |>
package { 'pkg5': tag => ['web', 'alpha'], notify => [Notify['c2-n1'], Exec['c1-run1']] }
service { 'svc1': enable => false, ensure => 'stopped' }
Exec <| tag == 'beta' |>
user { ['user3', 'user4', 'user5']: loglevel => 'info' }
@service { 'svc2': before => Exec['c1-run2'] }
Notify { notify => User['user3'], require => User['user4'] }
user { 'user6': loglevel => 'warning' }
notify { 'n1': tag => 'alpha', loglevel => 'info' }
package { 'pkg6': tag => 'beta', loglevel => 'warning' }
include c2
User['user4'] { tag +> 'gamma' }
$v30 = { 'k' => 'v' }
User { subscribe => User['user6'] }
File['/tmp/f2'] { noop => false }
user { ['user7', 'user8']: groups => [] }
file {
  default: owner => 'root', require => User['user7'];
  '/tmp/f3': noop => true, require => File['/tmp/f1'];
  '/tmp/f4': before => [User['user3']];
  '/tmp/f5': tag => ['web', 'web'], owner => 'root';
}
notify { 'bad': bogus => 1 }
