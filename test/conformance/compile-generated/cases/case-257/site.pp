class c1 (
  Integer $p1 = 80,
  String $p2 = 'x y',
  Boolean $p3 = true,
) {
  tag 'gamma'
  exec {
    default: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
    'c1-run1': command => '/usr/bin/env echo hi', tag => 'alpha';
    'c1-run2': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
    'c1-run3': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], loglevel => 'info';
  }
}
class c2 {
  @notify { 'c2-n1': withpath => false, noop => true, tag => 'web' }
  require c1
}
class c3 {
  notify { 'c3-n1': loglevel => 'info', tag => 'web' }
}
Notify { message => "tab\there" }
service { 'svc1': ensure => 'running' }
@notify { 'n1': before => Service['svc1'], * => { 'tag' => ['gamma', 'gamma'] } }
exec {
  default: loglevel => 'info', require => Service['svc1'];
  'run1': timeout => '300';
  'run2': command => 'touch /tmp/x';
  'run3': subscribe => Service['svc1'], loglevel => 'warning';
}
service {
  default: notify => Exec['run1'];
  'svc2': require => Exec['run3'], noop => true;
}
contain c1
@notify { 'n2': loglevel => 'warning', * => {  } }
Service['svc2'] -> [Exec['c1-run2']]
Service { require => Exec['run1'], subscribe => Exec['c1-run1'] }
notify { 'n3': noop => false, require => Exec['run3'], subscribe => Exec['run3'] }
