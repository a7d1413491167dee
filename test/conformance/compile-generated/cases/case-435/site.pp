stage { 'pre': before => Stage['main'] }
File { ensure => 'directory', mode => '0755' }
file { '/tmp/f1': mode => '0644', * => {  } }
File['/tmp/f1'] { before +> File['/tmp/f1'] }
user { 'user1': subscribe => File['/tmp/f1'], loglevel => 'info' }
notify { 'n1': require => File['/tmp/f1'] }
file { '/tmp/f2': ensure => 'absent', require => [Notify['n1']], notify => Notify['n1'] }
Notify['n1'] ~> File['/tmp/f1']
package { 'pkg1': loglevel => 'warning', require => Notify['n1'] }
@exec { 'run1': command => '/bin/true', * => { 'require' => Notify['n1'], 'refreshonly' => false } }
notify { 'n2': message => 'world', notify => File['/tmp/f1'], tag => 'beta' }
notify { 'n3': tag => 'alpha', noop => false }
service {
  default: notify => Notify['n1'];
  'svc1': ensure => 'running', tag => ['beta', 'gamma'];
  'svc2': enable => false;
}
service { ['svc3', 'svc4']: enable => false }
notify { 'n4': require => Service['svc2'], * => { 'loglevel' => 'warning' } }
@notify { ['n5', 'n6']: subscribe => Package['pkg1'], tag => ['alpha', 'web'] }
file {
  default: ensure => 'directory', loglevel => 'warning';
  '/tmp/f3': owner => 'root', tag => ['gamma', 'alpha'];
}
notify {
  default: require => Service['svc2'], subscribe => Service['svc2'];
  'n7': withpath => true;
}
service { ['svc5', 'svc6', 'svc7']: notify => Notify['n2'] }
notify { 'n8': subscribe => File['/tmp/f2'] }
notify { ['n9', 'n10', 'n11']: withpath => true }
realize(Notify['n5'])
exec { 'run2': command => '/usr/bin/env echo hi', refreshonly => true, loglevel => 'info' }
$v23 = { 'k' => 'v' }
$v24 = [1, 2]
