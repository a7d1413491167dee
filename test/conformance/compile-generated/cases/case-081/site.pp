class c1 (
  Optional[String] $p1 = undef,
  Boolean $p2 = true,
  String $p3 = 's',
) {
  exec { 'c1-run1': command => 'touch /tmp/x', timeout => 1001, path => ['/bin', '/usr/bin'] }
  @user { 'c1-user1': managehome => true }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: loglevel => 'warning', noop => false }
  service {
    default: loglevel => 'info', tag => ['db', 'alpha'];
    'c1-svc4': noop => false;
    'c1-svc5': loglevel => 'warning', enable => false;
  }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 's',
) inherits c1 {
  Service['c1-svc5'] { tag +> 'web' }
  user { ['c2-user1', 'c2-user2', 'c2-user3']: shell => '/bin/sh' }
}
notify { ['n1', 'n2', 'n3']: withpath => false }
file { '/tmp/f1': mode => '0600' }
service {
  default: loglevel => 'warning';
  'svc1': subscribe => [Notify['n1']];
  'svc2': noop => true;
  'svc3': subscribe => [Notify['n2'], File['/tmp/f1']], before => Notify['n3'];
}
@file {
  default: content => "line\n", mode => '0600';
  '/tmp/f2': ensure => 'absent';
  '/tmp/f3': subscribe => [Service['svc3']], owner => 'root';
}
Notify { subscribe => Notify['n3'], require => Service['svc2'] }
realize([File['/tmp/f2'], File['/tmp/f3']])
@notify { 'n4': loglevel => 'warning', message => 'x y' }
File['/tmp/f3'] -> Notify['ghost']
