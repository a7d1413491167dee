class c1 (
  String $p1 = 'abc',
  Enum['a', 'b'] $p2 = 'a',
) {
  tag 'beta'
  notify {
    default: message => undef, withpath => true;
    'c1-n1': tag => 'beta';
    'c1-n2': noop => false, tag => ['alpha', 'alpha'];
    'c1-n3': tag => ['beta', 'gamma'];
  }
  file { '/tmp/c1-f1': tag => 'alpha', * => { 'loglevel' => 'warning' } }
  notify { ['c1-n4', 'c1-n5']: withpath => true }
}
class c2 (
  String $p1 = 's',
  String $p2 = 'x y',
) inherits c1 {
  @user { 'c2-user1': loglevel => 'warning', uid => '300' }
}
class c3 {
  exec {
    default: command => 'touch /tmp/x';
    'c3-run1': command => '/usr/bin/env echo hi', timeout => '300', noop => true;
    'c3-run2': tag => 'beta';
    'c3-run3': command => '/bin/true', tag => ['db', 'db'];
  }
  if defined('$p1') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  file { '/tmp/c3-f1': ensure => 'file', tag => 'alpha' }
  service { 'c3-svc1': tag => 'beta' }
}
notify { ['n1', 'n2']: tag => 'db' }
@@service { 'svc1': tag => 'gamma' }
require c1
notify { 'n3': require => File['/tmp/c1-f1'] }
Exec { noop => false }
exec { 'run1': command => '/bin/true', timeout => '300' }
include c1
Notify['c1-n4'] ~> [Notify['n2']] -> [Notify['c1-n2'], Notify['n2']]
Exec['run1'] { require => Exec['run1'] }
Notify <| message == 'world' |> -> Exec['run1'] -> Notify['n2']
user { 'user1': notify => Notify['n1'] }
notify { 'n4': tag => 'beta', withpath => false }
notify {
  default: before => [Notify['n2'], Notify['c1-n1']];
  'n5': withpath => false;
  'n6': require => Notify['n1'];
  'n7': tag => ['gamma', 'alpha'];
}
notify { 'n8': tag => 'db', noop => false, message => "tab\there" }
file { '/tmp/f1': tag => ['db', 'alpha'], content => 'data', mode => '0755' }
