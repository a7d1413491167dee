class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'b',
) {
  
}
package { 'pkg1': tag => 'beta' }
service { 'svc1': tag => ['alpha', 'db'], * => {  } }
class { 'c1': p2 => 'b' }
notify { 'n1': require => Package['pkg1'] }
file { '/tmp/f1': mode => '0755', owner => 'www-data', tag => ['web', 'gamma'] }
include c1
@@user {
  default: noop => false, uid => 1001;
  'user1': noop => false, tag => 'alpha';
  'user2': tag => ['beta', 'beta'], before => Notify['n1'];
  'user3': ensure => 'present', require => [Service['svc1'], File['/tmp/f1']];
}
$v8 = 'val'
tag 'alpha'
File['/tmp/f1'] -> Notify['n1'] <- [Service['svc1'], Notify['n1']]
notify {
  default: withpath => false;
  'n2': notify => File['/tmp/f1'];
  'n3': tag => 'beta';
  'n4': notify => Service['svc1'], message => "tab\there";
}
File { subscribe => Notify['n4'], loglevel => 'warning' }
