define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Array[String] $p1 = ['x'],
) {
  notify { 'c1-n1': withpath => true }
  @file { ['/tmp/c1-f1', '/tmp/c1-f2']: owner => 'www-data' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Optional[String] $p2 = 'o',
) {
  Notify { message => 3.5, noop => false }
  notify { 'c2-n1': tag => ['web', 'gamma'], message => '' }
}
notify { 'n1': withpath => true, message => "${module_name} says hi" }
File <| ensure == 'present' |>
Notify['n1'] { before => Notify['n1'] }
notify { 'n2': message => "tab\there", withpath => true }
$v14 = { 'k' => 'v' }
package { 'pkg1': subscribe => Notify['n1'], * => {  } }
d2 { ['d2-n1', 'd2-n2']: extra => 7 }
notify { ['n3', 'n4']: message => 'x y' }
service { 'svc1': noop => false, enable => true }
contain c2
Package['pkg1'] ~> Notify <| title == 'n1' or tag == 'alpha' |> <- Service['svc1']
service {
  default: before => Notify['n1'];
  'svc2': ensure => 'running', subscribe => Notify['n1'];
  'svc3': enable => true, noop => false;
  'svc4': tag => 'db';
}
package { 'pkg2': tag => 'web', notify => Service['svc3'], ensure => '1.2.3' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'd1-n1': level => 7 }
notify { ['n5', 'n6']: loglevel => 'warning', before => Notify['c2-n1'] }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package {
  default: tag => 'db';
  'pkg3': tag => ['web', 'web'];
  'pkg4': tag => 'beta', ensure => 'absent';
  'pkg5': noop => false;
}
contain c1
Notify['d2-n1-d21'] -> [Notify['n6']]
require c1
d2 { 'd2-n3': }
Exec <| tag == 'web' |>
[Service['svc3']] -> Notify['d2-n1-d21']
$v36 = [1, 2]
Service['svc2'] <- Service['svc4'] <- Notify['d1-n1-d11']
