class c1 (
  String $p1 = 'x y',
  Variant[Integer, String] $p2 = 1,
) {
  file { '/tmp/c1-f1': content => 'data', noop => true }
  Service { enable => true, ensure => 'stopped' }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: hasrestart => false }
}
class c2 {
  @user { 'c2-user1': loglevel => 'info', shell => '/bin/bash' }
  if tagged('alpha') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  require c1
  if defined('notify') {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
}
class c3 (
  Array[String] $p1 = ['x'],
  String $p2 = 'x y',
) inherits c1 {
  require c2
  exec { 'c3-run1': command => '/bin/true', * => { 'refreshonly' => true } }
  package { 'c3-pkg1': noop => false }
}
@notify { 'n1': loglevel => 'info' }
Notify <| title == 'n1' |>
include c1
user { 'user1': ensure => 'absent', uid => 1001 }
package { 'pkg1': tag => 'gamma', loglevel => 'warning' }
@notify { 'n2': tag => 'alpha', message => 'hello' }
User['user1'] { tag +> 'alpha' }
notify {
  default: message => "${facts[hostname]} says hi", before => File['/tmp/c1-f1'];
  'n3': tag => 'beta';
  'n4': loglevel => 'info';
}
include c3
