class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  Notify <| tag != 'db' |> { require => Notify['ghost'] }
  @notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => 42 }
}
class c2 (
  Array[String] $p1 = [],
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  exec { 'c2-run1': command => 'touch /tmp/x', * => { 'tag' => 'alpha' } }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  contain c1
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: tag => 'beta', withpath => true }
}
notify { 'n1': loglevel => 'warning', tag => 'beta', message => "${facts[hostname]} says hi" }
tag 'alpha'
notify { 'n2': message => 'world', subscribe => Notify['n1'] }
user { 'user1': before => Notify['n1'], loglevel => 'warning' }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package { ['pkg1', 'pkg2']: ensure => 'latest', tag => 'gamma' }
Notify['n1'] { withpath => true }
notify { ['n3', 'n4', 'n5']: before => [Package['pkg1']], tag => 'db' }
if defined(User['user1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
$v22 = 'val'
if defined('c2') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
file { '/tmp/f1': tag => ['web', 'beta'], require => Notify['n1'], notify => Notify['n1'] }
@notify { 'n6': loglevel => 'warning', withpath => true, tag => 'alpha' }
notify { 'n7': notify => File['/tmp/f1'], noop => false, loglevel => 'warning' }
File['/tmp/f1'] { before => Notify['n4'] }
Notify['n2'] { require => Package['pkg1'] }
user { 'user2': noop => false, tag => ['alpha', 'alpha'], subscribe => Package['pkg2'] }
user { ['user3', 'user4']: subscribe => Notify['n5'], groups => 'users' }
if tagged('alpha') {
  notify { 'if-n5': }
} else {
  notify { 'else-n5': message => 'not' }
}
@notify { 'n8': message => 42, * => {  } }
Notify { noop => true, message => 'hello' }
