class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['a', 'b'],
  Enum['a', 'b'] $p3 = 'a',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => 'beta' }
  package { ['c1-pkg1', 'c1-pkg2']: loglevel => 'info' }
}
class c2 inherits c1 {
  Notify['c1-n2'] { tag +> 'web' }
  notify { 'c2-n1': loglevel => 'info' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'abc',
) {
  require c2
  notify { 'c3-n1': tag => 'web', noop => false }
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
@exec { 'run1': command => '/usr/bin/env echo hi', require => Notify['c1-n1'] }
package { ['pkg1', 'pkg2']: subscribe => [Package['c1-pkg2']] }
if defined('c2') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@@file { '/tmp/f1': subscribe => Notify['c1-n2'], tag => ['db', 'gamma'] }
Notify { notify => Package['c1-pkg2'] }
user { ['user1', 'user2', 'user3']: managehome => true, groups => ['adm', 'sudo'] }
file { '/tmp/f2': ensure => 'absent', before => Notify['c1-n1'] }
$v19 = 'val'
User['user1'] { require +> Notify['c1-n1'] }
Package['pkg1'] { require => [Package['c1-pkg1']] }
user { 'user4': managehome => true, * => { 'tag' => 'beta' } }
user { 'user5': groups => [], subscribe => Package['c1-pkg2'] }
include c1
Package['pkg2'] -> User['user5']
notify { 'n1': tag => ['web', 'db'], noop => true, message => ['a', 'b'] }
@service { 'svc1': loglevel => 'info', require => [Notify['n1'], Notify['c1-n1']], ensure => 'stopped' }
require c3
Notify { withpath => false, before => Notify['c2-n1'] }
@package { 'pkg3': loglevel => 'warning', ensure => '1.2.3', notify => [Package['c1-pkg1']] }
if defined(Notify['c1-n1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
exec { ['run2', 'run3']: tag => 'alpha', loglevel => 'warning' }
notify { 'n2': notify => Notify['n1'] }
service { 'svc2': before => Package['pkg2'], noop => false, loglevel => 'warning' }
