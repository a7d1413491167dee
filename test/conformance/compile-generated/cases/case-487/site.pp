class c1 (
  Boolean $p1 = true,
  Boolean $p2 = true,
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => "${p3} says hi" }
  @notify { 'c1-n4': loglevel => 'info', * => {  } }
  notify { 'c1-n5': tag => 'db', loglevel => 'info' }
}
class c2 {
  include c1
}
class c3 {
  Exec { timeout => '300', loglevel => 'info' }
  @user { ['c3-user1', 'c3-user2']: noop => false, ensure => 'absent' }
  if tagged('db') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
package { 'pkg1': tag => 'db', loglevel => 'warning' }
tag 'gamma'
Service { subscribe => Package['pkg1'], enable => true }
Notify { noop => false }
tag 'gamma'
notify { 'n1': tag => ['web', 'gamma'], * => { 'message' => "${trusted[certname]} says hi" } }
package {
  default: subscribe => Package['pkg1'];
  'pkg2': require => Notify['n1'];
  'pkg3': noop => true;
  'pkg4': tag => ['alpha', 'db'];
}
service {
  default: enable => true;
  'svc1': require => [Notify['n1'], Package['pkg1']], tag => ['web', 'db'];
}
package { 'pkg5': notify => Package['pkg2'] }
File <| tag == 'beta' |> -> Package['pkg5'] -> Notify['n1']
file {
  default: before => Package['pkg4'];
  '/tmp/f1': tag => 'beta';
}
Package <| message == 42 |> { noop => true }
