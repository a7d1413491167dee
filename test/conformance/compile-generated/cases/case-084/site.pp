class c1 (
  Integer $p1 = 80,
  Variant[Integer, String] $p2 = 'one',
  Array[String] $p3 = [],
) {
  tag 'gamma'
  file { '/tmp/c1-f1': ensure => 'directory' }
}
class c2 (
  Optional[String] $p1 = undef,
  Boolean $p2 = true,
) {
  service { 'c2-svc1': loglevel => 'info', noop => false }
  service { 'c2-svc2': loglevel => 'info' }
  service { 'c2-svc3': tag => ['beta', 'alpha'], * => { 'loglevel' => 'info' } }
}
@notify { ['n1', 'n2', 'n3']: message => 3.5, loglevel => 'warning' }
File <| tag == 'gamma' or tag == 'gamma' |> { tag +> ['alpha', 'beta'] }
File { tag => ['beta', 'gamma'], owner => 'www-data' }
Notify <| message == 'x y' |>
user { ['user1', 'user2']: noop => false, groups => 'users' }
Notify <|  |> { require +> User['user1'] }
package {
  default: ensure => '1.2.3';
  'pkg1': before => [User['user1']];
}
notify { ['n4', 'n5', 'n6']: withpath => false }
User['user2'] <~ [Notify['n4']]
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('c2') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
