define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
file { '/tmp/f1': tag => ['gamma', 'alpha'] }
package {
  default: tag => ['gamma', 'db'], loglevel => 'warning';
  'pkg1': require => File['/tmp/f1'], tag => 'web';
}
Service { tag => 'alpha', require => File['/tmp/f1'] }
service { 'svc1': hasrestart => false, tag => ['alpha', 'beta'], ensure => 'running' }
user { 'user1': loglevel => 'warning', managehome => true, groups => ['adm', 'sudo'] }
d1 { 'd1-n1': msg => 'v1' }
file { '/tmp/f2': noop => true, * => { 'loglevel' => 'warning' } }
d1 { 'd1-n2': msg => 'v1' }
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
@package { ['pkg2', 'pkg3', 'pkg4']: require => File['/tmp/f1'], before => Service['svc1'] }
notify { ['n1', 'n2']: message => "${facts[hostname]} says hi" }
file { ['/tmp/f3', '/tmp/f4', '/tmp/f5']: require => [User['user1']], subscribe => File['/tmp/f2'] }
tag 'beta'
Notify <| title == 'run1' |> <~ [File['/tmp/f1']] -> [File['/tmp/f5'], File['/tmp/f1'], Package['pkg1']]
d1 { 'd1-n3': msg => 'v1' }
file { '/tmp/f6': owner => 'root', notify => Exec['run1'], loglevel => 'warning' }
d1 { 'd1-n4': msg => 'v2' }
package { 'pkg5': require => File['/tmp/f3'], tag => 'alpha' }
notify { ['n3', 'n4', 'n5']: tag => ['gamma', 'gamma'] }
tag 'alpha'
file { '/tmp/f7': content => 'data', * => { 'mode' => '0755' } }
tag 'db'
Notify['n4'] ~> Notify['n1'] <- Notify['n4']
file { ['/tmp/f8', '/tmp/f9', '/tmp/f10']: content => 'data' }
user { 'user2': loglevel => 'warning', managehome => true }
notify { 'n6': message => undef }
