class c1 {
  notify { 'c1-n1': noop => false, tag => ['alpha', 'alpha'] }
}
exec { 'run1': command => 'touch /tmp/x', * => { 'loglevel' => 'info', 'refreshonly' => true } }
exec { ['run2', 'run3']: command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
File { owner => 'www-data', before => Exec['run2'] }
package {
  default: ensure => 'latest';
  'pkg1': before => Exec['run1'];
  'pkg2': loglevel => 'warning', tag => ['db', 'alpha'];
}
$v6 = [1, 2]
user { ['user1', 'user2']: notify => Exec['run3'] }
$v8 = 'val'
contain c1
exec { 'run4': command => '/bin/true', require => Exec['run3'], noop => true }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: mode => '0600' }
Exec['run4'] -> User['user2'] <~ Notify <| ensure == 'present' |>
Notify <|  |> { require => File['/tmp/f3'] }
file {
  default: tag => ['gamma', 'alpha'], subscribe => [Package['pkg2']];
  '/tmp/f4': content => "${trusted[certname]}", before => [Notify['c1-n1']];
  '/tmp/f5': tag => ['gamma', 'db'], ensure => 'file';
}
@exec { ['run5', 'run6', 'run7']: command => 'touch /tmp/x', timeout => 1001 }
notify { ['n1', 'n2']: message => 'world' }
include c1
@file { ['/tmp/f6', '/tmp/f7', '/tmp/f8']: owner => 'root', loglevel => 'warning' }
