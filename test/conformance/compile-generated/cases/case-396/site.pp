package {
  default: ensure => '1.2.3';
  'pkg1': loglevel => 'info';
  'pkg2': loglevel => 'info';
  'pkg3': tag => 'alpha';
}
@package { 'pkg4': notify => Package['pkg2'] }
Notify { subscribe => Package['pkg1'] }
Package <| tag != 'beta' |>
file { '/tmp/f1': noop => false, * => { 'tag' => ['db', 'alpha'] } }
service { 'svc1': enable => false, * => {  } }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
[Package['pkg3']] -> Package['pkg2']
package { 'pkg5': noop => false, notify => Package['pkg2'] }
exec { 'run1': command => '/bin/true', subscribe => Package['pkg5'] }
$v11 = 'val'
exec { 'run2': loglevel => 'info', path => ['/bin', '/usr/bin'] }
file { '/tmp/f2': before => File['/tmp/f1'], owner => 'root', content => 'data' }
@package { ['pkg6', 'pkg7']: tag => ['alpha', 'db'], before => File['/tmp/f1'] }
package { 'pkg8': ensure => 'absent', require => File['/tmp/f2'] }
include nosuch
