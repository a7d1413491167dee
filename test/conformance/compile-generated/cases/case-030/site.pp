class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 1,
  Enum['a', 'b'] $p3 = 'a',
) {
  @notify { 'c1-n1': tag => ['web', 'beta'], withpath => false, loglevel => 'info' }
  notify { ['c1-n2', 'c1-n3']: message => "${p3} says hi" }
}
class c2 (
  Boolean $p1 = true,
) {
  exec { 'c2-run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], noop => true }
  notify { 'c2-n1': noop => false }
  file { '/tmp/c2-f1': ensure => 'file', tag => 'alpha' }
}
class c3 (
  String $p1 = 'abc',
) {
  
}
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
@exec { 'run2': command => 'touch /tmp/x', * => { 'before' => Exec['run1'] } }
file {
  default: tag => 'beta', notify => Exec['run1'];
  '/tmp/f1': content => 'data', mode => '0755';
  '/tmp/f2': require => Exec['run1'], tag => ['beta', 'gamma'];
}
file { '/tmp/f3': content => "line\n" }
Exec['run1'] <~ File['/tmp/f3'] <~ File['/tmp/f2']
$v13 = [1, 2]
notify { ['n1', 'n2', 'n3']: tag => 'beta', noop => false }
notify { 'n4': tag => 'alpha' }
[Exec['run1']] -> Notify['n3']
Notify['n4'] <- Notify['n3'] ~> [Notify['n3'], Exec['run1']]
Notify['n2'] { withpath => true }
notify { 'n5': message => 'x y', * => {  } }
@file { '/tmp/f4': owner => 'www-data', subscribe => [Notify['n1'], File['/tmp/f1']], loglevel => 'info' }
