class c1 {
  tag 'beta'
  notify { 'c1-n1': message => 42 }
  notify { 'c1-n2': noop => true }
}
class c2 (
  Integer $p1 = 80,
) {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: tag => ['db', 'alpha'] }
  Package { noop => true }
}
user { ['user1', 'user2', 'user3']: tag => 'beta' }
package { 'pkg1': notify => [User['user2']], require => User['user1'] }
include c2
Notify { withpath => false }
notify { 'n1': tag => ['web', 'gamma'], loglevel => 'info' }
exec { 'run1': command => '/usr/bin/env echo hi', before => Notify['c2-n1'] }
include c1
File <| ensure == 'directory' and tag != 'web' |> { require +> User['user3'] }
$v15 = 'val'
Package { subscribe => [Notify['n1']], loglevel => 'info' }
require c2
require c1
tag 'db'
user { 'user4': uid => '300' }
notify {
  default: require => Package['pkg1'];
  'n2': message => "${trusted[certname]} says hi";
  'n3': loglevel => 'info';
  'n4': withpath => false;
}
notify {
  default: message => ['a', 'b'], loglevel => 'info';
  'n5': tag => 'web';
}
notify { ['n6', 'n7', 'n8']: notify => User['user4'] }
File { before => Notify['n7'], require => [User['user4']] }
$v25 = [1, 2]
exec { 'run2': command => 'touch /tmp/x', before => [Notify['n2'], Notify['n7']] }
Service <|  |> -> Notify['n1']
