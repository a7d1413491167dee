define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'a',
) {
  d1 { 'c1-d1-n1': }
}
notify {
  default: tag => ['db', 'beta'];
  'n1': tag => ['web', 'beta'];
  'n2': tag => ['beta', 'gamma'], message => "${facts[hostname]} says hi";
  'n3': noop => false;
}
Notify['n2'] { before +> Notify['n1'] }
$v7 = { 'k' => 'v' }
require c1
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
Service { notify => Notify['d1-n1-d11'], require => Notify['d1-n1-d11'] }
contain c1
Notify['n1'] { require => Class['c1'] }
Notify['n3'] { before => Notify['n1'] }
$v14 = { 'k' => 'v' }
[Notify['n1'], Notify['n2']] ~> [Notify['n2'], Notify['d1-n2-d12']] ~> Notify['n3']
notify { 'n4': before => Notify['d1-n1-d11'], notify => Notify['n3'], tag => 'alpha' }
package {
  default: subscribe => Class['c1'];
  'pkg1': tag => 'alpha';
  'pkg2': subscribe => [Notify['d1-n2-d11'], Notify['d1-n2-d12']], require => Notify['c1-d1-n1-d11'];
}
Notify { loglevel => 'warning' }
Notify <| title == 'd1-n1-d11' |>
contain c1
Package['pkg1'] { noop => false }
$v22 = { 'k' => 'v' }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { ['svc1', 'svc2', 'svc3']: noop => true, before => [Package['pkg2']] }
@package { 'pkg3': notify => Notify['d1-n1-d12'], subscribe => [Service['svc2']], tag => 'db' }
notify { ['n5', 'n6', 'n7']: notify => Package['pkg1'] }
d1 { ['d1-n3', 'd1-n4']: level => 'v2' }
service { 'svc4': before => Class['c1'], subscribe => Notify['n4'], tag => ['web', 'gamma'] }
notify {
  default: tag => ['db', 'gamma'];
  'n8': loglevel => 'warning';
  'n9': tag => 'gamma';
}
Package <| tag != 'alpha' |> { tag => ['gamma', 'alpha'] }
Service['svc4'] { require => Notify['n8'] }
package { ['pkg4', 'pkg5']: noop => true }
Notify { message => 'x y', noop => true }
@package { 'pkg6': require => Notify['n8'], loglevel => 'info' }
Notify['n6'] { message => "${module_name} says hi" }
