class c1 (
  Optional[String] $p1 = 'o',
  Enum['a', 'b'] $p2 = 'b',
  Enum['a', 'b'] $p3 = 'b',
) {
  service { 'c1-svc1': tag => ['alpha', 'alpha'] }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 'one',
  Integer $p3 = 1,
) {
  Service <| title == 'n1' and title == 'n1' |>
}
class c3 (
  String $p1 = 'abc',
) inherits c1 {
  Service['c1-svc1'] { tag +> ['alpha', 'alpha'] }
  tag 'gamma'
  notify { 'c3-n1': withpath => true, * => { 'tag' => 'db' } }
  notify { ['c3-n2', 'c3-n3', 'c3-n4']: tag => 'web', message => "tab\there" }
}
$v8 = { 'k' => 'v' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
class { 'c2': }
Package <| ensure == 'present' |>
$v13 = [1, 2]
Notify { tag => 'beta', message => undef }
user { 'user1': shell => '/bin/bash', groups => 'users' }
tag 'beta'
package { 'pkg1': ensure => 'absent' }
file { '/tmp/f1': mode => '0755', * => {  } }
File <| tag != 'db' or tag == 'alpha' |>
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n1', 'n2']: withpath => false, noop => false }
Exec <| tag != 'beta' |>
tag 'gamma'
notify { 'n3': require => Class['c2'] }
