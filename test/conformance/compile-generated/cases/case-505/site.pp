class c1 {
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify {
    default: tag => ['alpha', 'alpha'], message => true;
    'c1-n1': tag => 'gamma';
  }
  notify { 'c1-n2': withpath => false, loglevel => 'warning' }
  Exec { loglevel => 'warning' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 's',
  Array[String] $p3 = ['a', 'b'],
) {
  @notify { 'c2-n1': tag => 'alpha', * => {  } }
  require c1
  notify { 'c2-n2': tag => 'beta', * => {  } }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'a',
) {
  if defined('c2') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  service { 'c3-svc1': ensure => 'running' }
  include c2
}
$v15 = { 'k' => 'v' }
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': tag => ['db', 'beta'] }
service { 'svc1': hasrestart => false }
Notify <| tag != 'db' |> { tag => ['alpha', 'alpha'] }
package { ['pkg1', 'pkg2', 'pkg3']: tag => ['alpha', 'web'], loglevel => 'info' }
service { 'svc2': ensure => 'running' }
Exec <| message == 'x y' |>
user { 'user2': ensure => 'absent', require => [Package['pkg3']], loglevel => 'info' }
include c2
Service['svc1'] { tag +> 'alpha' }
