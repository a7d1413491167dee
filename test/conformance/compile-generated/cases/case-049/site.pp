class c1 {
  Notify { tag => ['alpha', 'web'], loglevel => 'warning' }
  package {
    default: ensure => 'latest', tag => 'alpha';
    'c1-pkg1': noop => true;
    'c1-pkg2': loglevel => 'warning';
  }
  package { 'c1-pkg3': noop => false, tag => 'web', loglevel => 'info' }
  notify {
    default: noop => true, message => 'world';
    'c1-n1': loglevel => 'info', message => 42;
    'c1-n2': withpath => false;
  }
}
class c2 inherits c1 {
  Package['c1-pkg1'] { noop => 'gamma' }
  require c1
  include c1
  tag 'gamma'
}
stage { 'pre': before => Stage['main'] }
File { tag => 'alpha' }
Notify <| message == 'x y' |>
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n1': withpath => false, tag => 'web', message => true }
@exec { 'run1': command => '/usr/bin/env echo hi', tag => 'beta', path => ['/bin', '/usr/bin'] }
file { '/tmp/f1': loglevel => 'info', ensure => 'present' }
service { ['svc1', 'svc2', 'svc3']: noop => true }
class { 'c1': stage => 'pre' }
exec { 'run2': path => ['/bin', '/usr/bin'], refreshonly => false, command => '/usr/bin/env echo hi' }
Package['c1-pkg1'] <- [Service['svc3']]
notify { ['n2', 'n3', 'n4']: before => [Notify['c1-n1']], tag => 'beta' }
package {
  default: tag => 'gamma';
  'pkg1': tag => ['db', 'web'];
  'pkg2': tag => 'web', loglevel => 'info';
}
notify { ['n5', 'n6']: tag => 'db', noop => true }
class { 'c2': }
@service { 'svc4': notify => Package['pkg2'], * => {  } }
notify { 'n7': noop => false, require => Package['pkg2'] }
