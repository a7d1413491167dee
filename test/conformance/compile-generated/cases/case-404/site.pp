class c1 (
  Optional[String] $p1 = 'o',
) {
  user {
    default: ensure => 'present', tag => ['web', 'db'];
    'c1-user1': loglevel => 'warning', uid => 30;
    'c1-user2': ensure => 'present';
  }
  Package { tag => 'gamma' }
  User { groups => [], shell => '/bin/bash' }
  user { 'c1-user3': tag => 'db', * => { 'shell' => '/bin/bash' } }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
) {
  Notify { message => "${p1} says hi" }
  notify { 'c2-n1': noop => false, message => '' }
  @file {
    default: tag => ['alpha', 'db'];
    '/tmp/c2-f1': tag => 'alpha';
    '/tmp/c2-f2': tag => 'beta';
  }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
) {
  file { '/tmp/c3-f1': ensure => 'directory' }
}
$v11 = [1, 2]
@notify { 'n1': withpath => true, * => {  } }
class { 'c2': p1 => 'b' }
Notify['c2-n1'] -> Notify <| title == 'c2-n1' |> -> Notify['c2-n1']
@@service {
  default: noop => false;
  'svc1': noop => false;
  'svc2': loglevel => 'warning';
  'svc3': noop => true;
}
if defined(Class['c3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['c2-n1'] <- Notify['c2-n1']
require c2
package { 'pkg1': subscribe => Notify['c2-n1'], require => Notify['c2-n1'], noop => false }
[Notify['c2-n1'], Package['pkg1']] ~> Notify <| title == 'c2-n1' and message == 'world' |>
tag 'alpha'
notify { ['n2', 'n3', 'n4']: noop => false, withpath => false }
Notify['n4'] { before => [Notify['n2']] }
user { ['user1', 'user2', 'user3']: tag => ['web', 'beta'] }
