class c1 {
  tag 'db'
  Service { loglevel => 'warning', tag => ['web', 'gamma'] }
  @service { 'c1-svc1': ensure => 'running' }
}
class c2 {
  @notify { 'c2-n1': tag => 'db' }
  service { 'c2-svc1': loglevel => 'info', ensure => 'running' }
  @notify {
    default: tag => 'web';
    'c2-n2': message => 'multi
  line';
    'c2-n3': message => ['a', 'b'];
  }
}
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file {
  default: noop => true;
  '/tmp/f1': content => "line\n";
  '/tmp/f2': noop => false, tag => ['alpha', 'db'];
}
include c1
notify { ['n1', 'n2', 'n3']: tag => ['alpha', 'web'], withpath => true }
notify { 'n4': tag => 'alpha' }
realize([File['/tmp/f2'], Service['c1-svc1']])
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File <| tag == 'alpha' and tag == 'alpha' |>
if defined(Notify['n4']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
Notify['n2'] { noop => true }
@notify { ['n5', 'n6']: notify => Class['c1'] }
exec { ['run1', 'run2']: path => ['/bin', '/usr/bin'], notify => [File['/tmp/f2']] }
