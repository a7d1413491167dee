define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'gamma' }
  d1 { "${name}-in": }
}
tag 'beta'
exec { 'run1': command => '/bin/true', loglevel => 'info', noop => true }
package { ['pkg1', 'pkg2', 'pkg3']: tag => ['beta', 'gamma'] }
@exec {
  default: tag => ['beta', 'gamma'], command => '/usr/bin/env echo hi';
  'run2': command => '/usr/bin/env echo hi', tag => ['web', 'db'], refreshonly => true;
  'run3': subscribe => Package['pkg1'];
  'run4': command => '/bin/true', path => ['/bin', '/usr/bin'], subscribe => Package['pkg3'];
}
Package['pkg1'] <~ Package['pkg1']
user { ['user1', 'user2']: loglevel => 'info', before => Exec['run1'] }
$v11 = [1, 2]
file { '/tmp/f1': subscribe => Package['pkg1'], * => {  } }
Exec <| (tag != 'gamma' and tag == 'db') and message == 42 |> { require => Package['pkg1'] }
Package['pkg3'] -> User['user1'] ~> Package['pkg2']
user { 'user3': loglevel => 'warning', groups => 'users' }
Exec <|  |> { noop => false }
User['user1'] ~> Package['pkg3']
service {
  default: loglevel => 'info', ensure => 'stopped';
  'svc1': tag => 'alpha';
  'svc2': loglevel => 'warning', noop => false;
}
notify { 'n1': loglevel => 'warning' }
