define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'gamma' }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  User { ensure => 'present' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'x y',
) inherits c1 {
  notify { 'c2-n1': tag => ['db', 'db'] }
}
Notify <| tag == 'beta' |>
user { 'user1': loglevel => 'warning', * => { 'tag' => ['gamma', 'db'] } }
User['user1'] { before => User['user1'] }
@user { ['user2', 'user3']: ensure => 'absent', shell => '/bin/bash' }
notify { 'n1': message => 'world', tag => 'web' }
Exec { require => Notify['n1'], notify => User['user1'] }
Package { loglevel => 'warning' }
File { before => [Notify['n1']] }
notify { ['n2', 'n3']: tag => 'gamma' }
Notify { tag => ['db', 'gamma'] }
d1 { 'd1-n1': extra => 'v2' }
@exec { ['run1', 'run2', 'run3']: tag => ['beta', 'web'] }
package {
  default: require => User['user1'], notify => User['user1'];
  'pkg1': subscribe => [Notify['n1'], Notify['d1-n1-d11']], require => Notify['n2'];
}
realize([Exec['run2']])
User { before => Package['pkg1'] }
service {
  default: noop => true;
  'svc1': notify => Notify['d1-n1-d12'], before => Notify['d1-n1-d12'];
  'svc2': tag => ['beta', 'alpha'], subscribe => Package['pkg1'];
}
d1 { ['d1-n2', 'd1-n3']: extra => 7 }
tag 'db'
d1 { 'd1-n4': extra => 'v2' }
file { '/tmp/f1': owner => 'www-data', tag => ['web', 'gamma'], require => Exec['run2'] }
Exec <| tag == 'alpha' or tag == 'alpha' |>
@exec { ['run4', 'run5']: command => 'touch /tmp/x', loglevel => 'warning' }
