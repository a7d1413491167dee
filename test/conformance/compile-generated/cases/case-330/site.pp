class c1 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 'one',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: noop => true, message => 'hello' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'a',
) {
  Notify { message => "${p2} says hi" }
}
class c3 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'b',
  Array[String] $p3 = ['a', 'b'],
) {
  @notify { 'c3-n1': tag => ['web', 'beta'] }
  user { 'c3-user1': tag => 'beta', noop => true }
}
File { noop => false }
package { 'pkg1': loglevel => 'warning', * => {  } }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => '/bin/true', refreshonly => true }
[Exec['run1'], Package['pkg1']] <- Package['pkg1']
notify { 'n1': before => Exec['run1'], withpath => false, message => "${module_name} says hi" }
service { ['svc1', 'svc2', 'svc3']: tag => 'web', notify => Notify['n1'] }
@@exec { 'run2': command => 'touch /tmp/x', notify => Service['svc1'] }
@notify { 'n2': before => Exec['run1'] }
@@notify { 'n3': message => "${module_name} says hi" }
Exec['run1'] { noop => false }
$v19 = [1, 2]
exec {
  default: command => 'touch /tmp/x', refreshonly => true;
  'run3': require => Service['svc2'];
  'run4': notify => Notify['n1'], timeout => 1001;
  'run5': command => '/usr/bin/env echo hi', timeout => 30, notify => [Exec['run1']];
}
package { 'pkg2': ensure => '1.2.3' }
require c1
notify { ['n4', 'n5', 'n6']: before => Notify['c1-n2'] }
Service['svc3'] { before +> Exec['run5'] }
notify { 'n7': subscribe => Class['c1'], * => { 'message' => "${module_name} says hi" } }
include c3
notify { 'n8': tag => ['web', 'alpha'], loglevel => 'warning' }
service { 'svc4': tag => ['gamma', 'web'] }
notify { ['n9', 'n10', 'n11']: message => 'world', notify => Exec['run5'] }
Notify <<| tag == 'web' |>> { tag => 'alpha' }
Notify['n7'] ~> Notify['n9']
notify { 'n12': withpath => true, message => true, loglevel => 'info' }
User <| ensure == 'running' or title == 'pkg1' |>
tag 'beta'
Service['svc3'] <- Notify['n7'] -> [Notify['n12'], Exec['run4'], Notify['n11']]
realize(Notify['c3-n1'])
