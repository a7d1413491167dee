@user { 'user1': noop => false }
User <| ensure == 'directory' or message == 'x y' |>
package { 'pkg1': ensure => 'absent', tag => 'alpha' }
$v3 = 'val'
$v4 = 'val'
notify { 'n1': subscribe => Package['pkg1'], require => Package['pkg1'] }
$v6 = { 'k' => 'v' }
@notify { ['n2', 'n3']: message => "tab\there", loglevel => 'warning' }
@exec { 'run1': command => 'touch /tmp/x', * => { 'timeout' => 30 } }
Notify['n1'] ~> Notify['n1']
Notify['n1'] { withpath => true }
file { ['/tmp/f1', '/tmp/f2']: tag => 'web' }
package {
  default: ensure => '1.2.3';
  'pkg2': tag => ['web', 'db'];
  'pkg3': notify => [File['/tmp/f2']];
  'pkg4': subscribe => Notify['n1'];
}
notify { ['n4', 'n5']: loglevel => 'info', message => 42 }
exec { 'run2': command => 'touch /tmp/x', require => Package['pkg3'] }
user { ['user2', 'user3']: managehome => false }
notify {
  default: tag => ['db', 'web'];
  'n6': require => Notify['n1'], tag => ['alpha', 'alpha'];
}
Notify <| tag == 'web' |>
notify { 'n7': withpath => true, notify => File['/tmp/f1'], require => File['/tmp/f1'] }
notify { 'n8': subscribe => Notify['n7'], tag => 'web', noop => false }
notify {
  default: notify => User['user3'], tag => ['gamma', 'gamma'];
  'n9': notify => Package['pkg3'];
}
tag 'alpha'
Notify['n8'] { before +> Package['pkg1'] }
@notify { 'n10': loglevel => 'info' }
user { ['user4', 'user5', 'user6']: loglevel => 'info' }
notify { 'n11': noop => false }
realize(Notify['ghost'])
