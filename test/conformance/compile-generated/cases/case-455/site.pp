class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = true,
  Variant[Integer, String] $p2 = 1,
  Variant[Integer, String] $p3 = 1,
) {
  package { 'c2-pkg1': tag => 'alpha' }
  User <| message == 'world' |>
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => "${p2} says hi" }
  package { 'c2-pkg2': ensure => 'latest', loglevel => 'warning' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
  Enum['a', 'b'] $p2 = 'a',
) inherits c2 {
  Notify['c2-n2'] { tag +> ['alpha', 'gamma'] }
  include c2
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: message => undef }
  file { ['/tmp/c3-f1', '/tmp/c3-f2']: content => 'data' }
  notify { 'c3-n4': tag => 'gamma', withpath => false }
}
$v13 = { 'k' => 'v' }
@user { 'user1': uid => '300', * => {  } }
@package { ['pkg1', 'pkg2']: noop => false }
@package { 'pkg3': loglevel => 'warning' }
file { ['/tmp/f1', '/tmp/f2']: owner => 'www-data' }
User { before => File['/tmp/f2'] }
notify { ['n1', 'n2']: loglevel => 'info', tag => 'web' }
notify { 'n3': withpath => true, * => {  } }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v23 = 'val'
file { '/tmp/f3': tag => 'gamma', ensure => 'directory' }
@notify { 'n4': tag => 'beta' }
service { ['svc1', 'svc2']: tag => 'gamma', noop => true }
Exec { loglevel => 'warning' }
contain c2
Notify['n1'] { message => "${facts[hostname]} says hi" }
user { ['user2', 'user3', 'user4']: managehome => true, tag => 'gamma' }
notify { 'n5': withpath => false, before => User['user3'], loglevel => 'warning' }
exec {
  default: noop => false;
  'run1': command => '/usr/bin/env echo hi', notify => Notify['c2-n1'], subscribe => Package['c2-pkg1'];
  'run2': noop => true;
  'run3': command => '/usr/bin/env echo hi', loglevel => 'info';
}
include c3
User['user3'] { require => Notify['c3-n4'] }
file { ['/tmp/f4', '/tmp/f5', '/tmp/f6']: content => "line\n" }
package { 'pkg4': require => Notify['c3-n4'], * => {  } }
Package { subscribe => [User['user4'], Notify['c3-n4']] }
Notify['n1'] { noop => true }
@notify {
  default: require => Notify['c3-n2'];
  'n6': noop => false;
  'n7': notify => [File['/tmp/f2']], require => Notify['c2-n1'];
  'n8': message => 'world', withpath => true;
}
