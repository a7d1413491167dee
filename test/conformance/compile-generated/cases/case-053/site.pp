class c1 {
  Service { loglevel => 'info', ensure => 'running' }
  tag 'alpha'
  notify { 'c1-n1': withpath => false, loglevel => 'info', noop => false }
  User { managehome => true }
}
class c2 {
  Exec { noop => true }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { '/tmp/c2-f1': ensure => 'file', tag => 'alpha' }
}
class c3 inherits c1 {
  Notify['c1-n1'] { message +> 'beta' }
  File <|  |>
}
notify { 'n1': noop => true }
notify { 'n2': notify => Notify['n1'], withpath => false, tag => 'web' }
@@file {
  default: tag => ['web', 'gamma'];
  '/tmp/f1': before => Notify['n1'], require => [Notify['n1']];
  '/tmp/f2': mode => '0755';
  '/tmp/f3': mode => '0600';
}
tag 'beta'
service { 'svc1': require => Notify['n1'], noop => true, enable => true }
class { 'c2': }
notify { 'n3': tag => ['db', 'db'], withpath => true }
Notify['n3'] { noop => true }
