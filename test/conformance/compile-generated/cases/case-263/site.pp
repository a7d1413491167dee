class c1 (
  Boolean $p1 = false,
  Integer $p2 = 1,
  Integer $p3 = 8080,
) {
  @exec { ['c1-run1', 'c1-run2']: command => '/usr/bin/env echo hi', tag => 'web' }
}
@user { 'user1': groups => [], shell => '/bin/sh', uid => 30 }
class { 'c1': p2 => 1 }
exec {
  default: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], tag => 'web';
  'run1': command => '/bin/true', timeout => '300', tag => ['web', 'beta'];
}
File <| (tag == 'alpha' and title == 'run1') and message == 'x y' |>
Package { tag => 'alpha', notify => Class['c1'] }
Exec['run1'] { require +> Exec['run1'] }
$v8 = { 'k' => 'v' }
Exec['run1'] -> Exec['run1']
Package <| title == 'run1' |>
service { ['svc1', 'svc2']: noop => true, hasrestart => true }
package { 'pkg1': notify => Exec['run1'], subscribe => Exec['run1'], before => Service['svc2'] }
tag 'gamma'
service { ['svc3', 'svc4', 'svc5']: loglevel => 'warning' }
exec { ['run2', 'run3', 'run4']: notify => Service['svc4'], command => '/usr/bin/env echo hi' }
file {
  default: ensure => 'present', content => 'data';
  '/tmp/f1': noop => false, subscribe => [Service['svc5']];
}
realize(User['user1'])
$v18 = [1, 2]
Class['c1'] ~> Exec['run4']
service { 'svc6': ensure => 'stopped', * => { 'require' => File['/tmp/f1'] } }
$v21 = [1, 2]
File <| ensure == 'directory' |>
contain c1
