class c1 (
  Boolean $p1 = true,
) {
  file {
    default: tag => 'beta', mode => '0755';
    '/tmp/c1-f1': mode => '0755', loglevel => 'warning';
    '/tmp/c1-f2': tag => ['gamma', 'beta'];
  }
  File { tag => ['beta', 'beta'] }
}
notify { 'n1': tag => 'alpha', withpath => true }
package { ['pkg1', 'pkg2']: subscribe => Notify['n1'] }
file { '/tmp/f1': tag => ['web', 'db'], * => {  } }
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], noop => false, subscribe => Package['pkg1'] }
user { 'user1': tag => 'web', groups => 'users', ensure => 'present' }
contain c1
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: tag => 'beta', require => File['/tmp/c1-f1'] }
$v10 = 'val'
Exec <| tag != 'gamma' |>
Notify { loglevel => 'warning', subscribe => File['/tmp/c1-f2'] }
@notify { 'n2': loglevel => 'warning' }
user {
  default: before => Notify['n1'];
  'user2': before => [File['/tmp/c1-f1']];
  'user3': ensure => 'present';
  'user4': ensure => 'absent';
}
notify { 'n3': message => "${trusted[certname]} says hi", * => {  } }
