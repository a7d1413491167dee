class c1 (
  Array[String] $p1 = [],
  Boolean $p2 = true,
) {
  user { 'c1-user1': tag => ['gamma', 'beta'] }
  service { 'c1-svc1': enable => true, loglevel => 'info' }
}
service { 'svc1': noop => true, hasrestart => false, enable => true }
include c1
notify { ['n1', 'n2']: before => [User['c1-user1']], message => 42 }
notify { 'n3': tag => 'web', loglevel => 'warning' }
Notify['n3'] ~> Service['svc1']
Notify <|  |>
contain c1
Notify <| tag != 'db' |>
Notify <|  |> { require +> Service['svc1'] }
User { tag => ['gamma', 'beta'], ensure => 'present' }
include c1
contain c1
include c1
$v16 = 'val'
notify { ['n4', 'n5', 'n6']: message => "${trusted[certname]} says hi", before => Class['c1'] }
package { 'pkg1': ensure => 'installed', tag => 'gamma' }
notify { 'n7': message => 'multi
line', subscribe => Notify['n3'] }
Notify { notify => Notify['n3'] }
Notify['n6'] { withpath => false }
@@user {
  default: loglevel => 'info';
  'user1': before => Notify['n6'];
  'user2': managehome => false;
  'user3': groups => [], notify => User['c1-user1'];
}
Notify <| tag == 'gamma' |>
require c1
File <| title == 'c1-svc1' and tag == 'web' |> { require +> Package['pkg1'] }
Service { before => Class['c1'], tag => 'web' }
Notify['n4'] -> Class['c1'] ~> Package['pkg1']
@user { 'user4': uid => 1001, managehome => false }
