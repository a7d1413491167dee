class c1 {
  service { 'c1-svc1': enable => false }
  Notify { loglevel => 'warning' }
  notify { 'c1-n1': tag => 'db' }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
) inherits c1 {
  Service['c1-svc1'] { noop => 'alpha' }
  service {
    default: ensure => 'running';
    'c2-svc1': loglevel => 'info', noop => true;
    'c2-svc2': ensure => 'stopped';
  }
  file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: tag => 'alpha', noop => true }
  contain c1
  include c1
}
class c3 {
  Notify <| tag == 'alpha' |>
  require c1
  tag 'alpha'
  notify { 'c3-n1': tag => ['db', 'beta'] }
}
Notify { withpath => true }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@notify { ['n1', 'n2']: tag => 'beta', message => 'hello' }
user { 'user1': shell => '/bin/sh', groups => 'users' }
class { 'c3': }
exec { 'run1': require => Notify['c3-n1'], noop => false }
class { 'c2': p1 => 'one' }
Exec <|  |> { noop => true }
file { '/tmp/f1': content => "line\n", ensure => 'directory' }
notify {
  default: loglevel => 'warning', tag => 'gamma';
  'n3': message => 3.5, subscribe => [File['/tmp/c2-f1'], Service['c2-svc1']];
}
File['/tmp/c2-f2'] -> File['/tmp/c2-f3'] -> Class['c3']
include c1
$v29 = [1, 2]
