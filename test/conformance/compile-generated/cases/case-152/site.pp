class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 8080,
) {
  Package { tag => ['beta', 'db'] }
  notify { 'c1-n1': message => true }
  tag 'beta'
}
class c2 inherits c1 {
  @user { 'c2-user1': loglevel => 'warning' }
}
notify { 'n1': tag => 'db', loglevel => 'warning', noop => false }
service { 'svc1': notify => Notify['n1'] }
Package <| message == 'hello' |> { noop => false }
package { 'pkg1': tag => ['gamma', 'gamma'], ensure => 'absent' }
Notify['n1'] -> Notify['n1']
$v11 = [1, 2]
@@notify { 'n2': message => '' }
@@file { '/tmp/f1': tag => ['web', 'web'], before => Package['pkg1'], ensure => 'absent' }
@notify { 'n3': loglevel => 'warning', tag => 'db' }
Service['svc1'] { tag => 'gamma' }
$v16 = 'val'
notify { ['n4', 'n5']: before => Service['svc1'], require => Notify['n1'] }
file { '/tmp/f2': content => "${facts[hostname]}", * => { 'subscribe' => [Package['pkg1'], Notify['n5']] } }
package { 'pkg2': noop => false, loglevel => 'info', subscribe => Notify['n5'] }
realize([Notify['n3']])
Notify <<| message == 'world' |>> { message => 'world' }
notify { ['n6', 'n7']: require => Notify['n4'] }
Notify { withpath => true }
notify { ['n8', 'n9']: noop => false, message => 'hello' }
service { 'svc2': tag => ['web', 'db'], hasrestart => false }
Service['svc2'] -> Package['pkg1'] ~> Notify['n6']
Package { before => Notify['n3'] }
file { '/tmp/f3': subscribe => Notify['n7'] }
@user { 'user1': tag => 'db', loglevel => 'info', subscribe => Notify['n8'] }
File { owner => 'www-data' }
include c1
include c2
file { ['/tmp/f4', '/tmp/f5']: tag => 'web', ensure => 'absent' }
contain c1
service {
  default: require => [Service['svc1'], Notify['n9']];
  'svc3': subscribe => [Service['svc1'], File['/tmp/f4']], enable => false;
  'svc4': require => Notify['n7'], tag => 'db';
}
realize(User['c2-user1'])
realize(Notify['ghost'])
