class c1 (
  Integer $p1 = 1,
  String $p2 = 'abc',
  Optional[String] $p3 = undef,
) {
  tag 'alpha'
}
class c2 (
  Integer $p1 = 8080,
) inherits c1 {
  if tagged('web') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  Notify <| message == 42 |>
  package {
    default: loglevel => 'warning';
    'c2-pkg1': loglevel => 'info', ensure => 'installed';
  }
  User { tag => ['beta', 'web'] }
}
class c3 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 1,
  String $p3 = 'x y',
) {
  File { owner => 'www-data', loglevel => 'warning' }
}
User { noop => false }
notify { 'n1': message => 'hello' }
contain c2
$v13 = [1, 2]
Notify { subscribe => Notify['n1'] }
Notify <| ensure == 'running' |> { require => Package['c2-pkg1'] }
@notify { ['n2', 'n3']: loglevel => 'info', tag => ['beta', 'db'] }
Notify['n1'] { noop => true }
exec { 'run1': command => '/usr/bin/env echo hi', subscribe => Notify['n1'], refreshonly => true }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@user {
  default: subscribe => Notify['n1'], tag => ['alpha', 'web'];
  'user1': require => Notify['n1'];
}
if defined('c3') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
file { '/tmp/f1': require => [Notify['n1']] }
service { 'svc1': loglevel => 'info' }
package { 'pkg1': tag => 'db', loglevel => 'warning' }
Notify { withpath => true }
Exec { subscribe => Notify['n1'] }
notify { 'n4': message => 'x y' }
user { 'user2': uid => 30, tag => 'db' }
Notify { message => ['a', 'b'], before => File['/tmp/f1'] }
if defined('c3') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
notify { ['n5', 'n6', 'n7']: message => "${module_name} says hi" }
