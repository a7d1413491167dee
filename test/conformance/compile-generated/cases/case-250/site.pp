class c1 (
  Optional[String] $p1 = 'o',
) {
  tag 'beta'
  @exec { 'c1-run1': path => ['/bin', '/usr/bin'] }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec { 'c1-run2': refreshonly => true }
}
package { 'pkg1': tag => 'web', noop => false }
user { 'user1': notify => Package['pkg1'], groups => [] }
notify {
  default: subscribe => Package['pkg1'];
  'n1': tag => 'gamma';
  'n2': notify => Package['pkg1'], loglevel => 'info';
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: content => "line\n" }
file {
  default: before => User['user1'], subscribe => Package['pkg1'];
  '/tmp/f4': require => File['/tmp/f1'], tag => ['db', 'alpha'];
}
contain c1
include c1
File['/tmp/f3'] { require +> [File['/tmp/f3'], Package['pkg1']] }
file {
  default: tag => 'beta';
  '/tmp/f5': loglevel => 'warning', ensure => 'absent';
  '/tmp/f6': loglevel => 'warning', tag => ['beta', 'db'];
}
File['/tmp/f1'] <~ Class['c1']
File['/tmp/f2'] { before => File['/tmp/f6'] }
