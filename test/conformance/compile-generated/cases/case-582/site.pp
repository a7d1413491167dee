class c1 (
  Array[String] $p1 = ['x'],
) {
  exec {
    default: command => '/bin/true', noop => true;
    'c1-run1': timeout => '300';
    'c1-run2': command => 'touch /tmp/x';
  }
  tag 'gamma'
}
class c2 (
  Optional[String] $p1 = 'o',
) inherits c1 {
  Exec['c1-run1'] { tag +> ['alpha', 'alpha'] }
  include c1
}
file {
  default: ensure => 'present';
  '/tmp/f1': tag => ['beta', 'beta'];
}
notify { 'n1': tag => ['beta', 'gamma'], notify => File['/tmp/f1'], before => File['/tmp/f1'] }
File['/tmp/f1'] { noop => false }
@exec { 'run1': command => 'touch /tmp/x', noop => true }
notify { ['n2', 'n3']: message => ['a', 'b'] }
notify { ['n4', 'n5']: withpath => false, before => Notify['n2'] }
service { 'svc1': noop => false }
@user { 'user1': subscribe => File['/tmp/f1'], require => Notify['n5'] }
notify { ['n6', 'n7']: noop => false }
Service { loglevel => 'warning', notify => File['/tmp/f1'] }
include c2
@service { 'svc2': hasrestart => false, * => { 'loglevel' => 'info' } }
Service <| ensure == 'running' |> { noop => false }
