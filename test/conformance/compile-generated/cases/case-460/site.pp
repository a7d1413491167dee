class c1 (
  Variant[Integer, String] $p1 = 'one',
  Array[String] $p2 = ['a', 'b'],
  Variant[Integer, String] $p3 = 'one',
) {
  Notify <| title == 'n1' or tag == 'beta' |>
}
class c2 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'web'
  exec { 'c2-run1': command => '/usr/bin/env echo hi', tag => ['alpha', 'web'] }
  notify { 'c2-n1': withpath => true, noop => true }
  require c1
}
tag 'beta'
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n1', 'n2']: withpath => false, noop => false }
service {
  default: subscribe => Notify['n1'], loglevel => 'info';
  'svc1': loglevel => 'warning', ensure => 'stopped';
  'svc2': subscribe => [Notify['n2']];
}
service {
  default: tag => 'gamma';
  'svc3': hasrestart => false;
  'svc4': require => Service['svc1'];
}
Exec <| tag != 'alpha' or tag != 'gamma' |> { tag +> 'beta' }
Service['svc2'] { noop => false }
user { ['user1', 'user2']: before => Service['svc1'], tag => 'beta' }
include c1
Notify <| title == 'svc3' and message == 42 |>
Notify['n2'] { require +> Service['svc3'] }
