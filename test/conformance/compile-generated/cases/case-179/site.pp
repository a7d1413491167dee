class c1 (
  Integer $p1 = 80,
) {
  service {
    default: hasrestart => false, tag => ['alpha', 'beta'];
    'c1-svc1': tag => ['alpha', 'alpha'], loglevel => 'info';
    'c1-svc2': tag => 'alpha';
    'c1-svc3': tag => ['beta', 'beta'];
  }
  Package { ensure => 'installed' }
  Notify <|  |> { tag => ['web', 'gamma'] }
}
class c2 {
  tag 'beta'
  notify { 'c2-n1': message => 'world', * => { 'loglevel' => 'info' } }
}
exec { 'run1': command => '/bin/true', noop => true, path => ['/bin', '/usr/bin'] }
exec {
  default: path => ['/bin', '/usr/bin'], command => '/usr/bin/env echo hi';
  'run2': require => Exec['run1'];
  'run3': command => '/usr/bin/env echo hi';
}
exec { 'run4': command => '/bin/true', path => ['/bin', '/usr/bin'] }
$v10 = 'val'
notify { 'n1': tag => ['alpha', 'gamma'], notify => Exec['run3'] }
user { 'user1': shell => '/bin/sh', require => Exec['run4'] }
notify { 'n2': noop => false }
@notify { 'n3': message => ['a', 'b'] }
notify { ['n4', 'n5', 'n6']: tag => 'alpha', withpath => true }
Notify['n4'] <- [Notify['n1'], Notify['n5'], Notify['n4']]
tag 'db'
Notify <| tag == 'beta' |>
notify {
  default: tag => 'gamma', message => 'world';
  'n7': withpath => false;
  'n8': loglevel => 'info', require => Notify['n4'];
  'n9': loglevel => 'warning';
}
include c2
exec { 'run5': command => '/usr/bin/env echo hi', noop => false, before => Notify['n5'], tag => ['gamma', 'db'] }
