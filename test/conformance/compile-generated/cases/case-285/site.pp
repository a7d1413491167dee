class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  file { '/tmp/c1-f1': owner => 'www-data' }
  file { ['/tmp/c1-f2', '/tmp/c1-f3', '/tmp/c1-f4']: mode => '0755' }
  user { 'c1-user1': noop => true, uid => '300' }
  package {
    default: loglevel => 'info';
    'c1-pkg1': ensure => '1.2.3';
    'c1-pkg2': tag => ['alpha', 'web'], noop => true;
    'c1-pkg3': tag => 'db';
  }
}
stage { 'pre': before => Stage['main'] }
package { 'pkg1': noop => false, * => {  } }
$v7 = { 'k' => 'v' }
include c1
package { ['pkg2', 'pkg3']: before => Package['pkg1'] }
@exec { 'run1': command => 'touch /tmp/x', timeout => '300', notify => Package['pkg3'], path => ['/bin', '/usr/bin'] }
package { ['pkg4', 'pkg5']: notify => Class['c1'], tag => ['alpha', 'db'] }
