class c1 (
  Integer $p1 = 8080,
  String $p2 = 'abc',
  Array[String] $p3 = [],
) {
  notify { 'c1-n1': noop => false, tag => ['db', 'web'], loglevel => 'warning' }
}
class c2 (
  Optional[String] $p1 = undef,
) {
  user { 'c2-user1': shell => '/bin/sh', loglevel => 'warning' }
  include c1
}
Service <| tag != 'db' |>
contain c2
Notify <| tag == 'db' |> -> User['c2-user1'] -> User['c2-user1']
package { 'pkg1': tag => ['db', 'alpha'], * => {  } }
$v9 = 'val'
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| title == 'c2-user1' |> { require +> Notify['c1-n1'] }
Notify { noop => false, tag => 'alpha' }
contain c2
user { 'user1': subscribe => Package['pkg1'], noop => false, groups => ['adm', 'sudo'] }
notify {
  default: message => 'x y';
  'n1': tag => 'beta', notify => User['c2-user1'];
}
require c1
tag 'db'
notify {
  default: subscribe => Notify['n1'];
  'n2': message => true;
  'n3': before => User['user1'];
}
package { 'pkg2': tag => ['gamma', 'alpha'], ensure => 'latest' }
include c1
Service <| title == 'c2-user1' or ensure == 'present' |>
@exec { 'run1': command => 'touch /tmp/x', subscribe => Package['pkg1'] }
notify { ['n4', 'n5', 'n6']: tag => 'web', require => [Notify['c1-n1'], Notify['n2']] }
notify { ['n7', 'n8']: noop => false, before => Notify['n5'] }
notify { 'n9': loglevel => 'info', * => {  } }
if defined(Notify['n3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'beta'
package { 'pkg3': tag => 'alpha' }
package { 'pkg4': loglevel => 'warning', tag => ['alpha', 'gamma'] }
include c2
user { 'user2': noop => true }
$v34 = 'val'
@exec { ['run2', 'run3', 'run4']: command => '/usr/bin/env echo hi', loglevel => 'info', timeout => 1001 }
package { 'pkg5': noop => false }
Notify['n1'] { require +> Package['pkg4'] }
class { 'c2': }
