stage { 'pre': before => Stage['main'] }
notify {
  default: message => 42, withpath => true;
  'n1': loglevel => 'warning';
  'n2': tag => ['alpha', 'db'], noop => true;
  'n3': loglevel => 'warning', withpath => true;
}
exec { ['run1', 'run2']: timeout => 1001, before => Notify['n2'] }
notify { 'n4': message => '', before => Notify['n1'], loglevel => 'warning' }
package { ['pkg1', 'pkg2']: ensure => 'installed' }
tag 'beta'
@notify { 'n5': loglevel => 'info' }
Notify <| message == 'world' |>
$v8 = [1, 2]
user { 'user1': groups => ['adm', 'sudo'], loglevel => 'info' }
Package['pkg2'] -> Notify <| ensure == 'directory' and tag == 'web' |>
notify { 'n6': require => User['user1'], message => 3.5 }
realize(Notify['n5'])
user { ['user2', 'user3']: shell => '/bin/sh' }
notify { 'n7': require => Notify['n5'] }
file { '/tmp/f1': notify => User['user1'], before => User['user1'] }
notify {
  default: loglevel => 'info', withpath => true;
  'n8': before => User['user1'], tag => 'alpha';
  'n9': tag => 'gamma', message => 'world';
}
notify { ['n10', 'n11', 'n12']: before => Notify['n9'], loglevel => 'warning' }
realize([Notify['n5']])
Notify['n1'] { require +> Notify['n11'] }
notify { 'n13': subscribe => Exec['run2'], withpath => false }
File['/tmp/f1'] { noop => false }
Package { tag => 'alpha' }
user { 'user4': managehome => false, * => { 'noop' => true } }
$v24 = { 'k' => 'v' }
file { '/tmp/f2': loglevel => 'warning', require => File['/tmp/f1'], owner => 'root' }
@notify { 'n14': loglevel => 'info' }
Notify['n6'] <- [Notify['n3']] -> [Notify['n4'], Notify['n13']]
file { ['/tmp/f3', '/tmp/f4']: notify => User['user3'], require => [Package['pkg2']] }
exec { ['run3', 'run4', 'run5']: notify => File['/tmp/f1'], command => 'touch /tmp/x' }
Notify <| tag == 'db' |>
Exec { tag => ['db', 'beta'] }
user { 'user5': notify => Exec['run1'] }
user { 'user6': notify => Notify['n1'], uid => 1001 }
notify { 'n15': notify => User['user3'], tag => ['alpha', 'db'] }
Notify['n8'] { require +> Package['pkg2'] }
@@service { ['svc1', 'svc2', 'svc3']: notify => Notify['n3'], noop => false }
