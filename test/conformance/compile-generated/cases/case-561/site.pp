define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 {
  tag 'beta'
  tag 'db'
}
class c2 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 8080,
) inherits c1 {
  notify { ['c2-n1', 'c2-n2']: noop => true }
}
class c3 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = true,
) {
  d1 { 'c3-d1-n1': }
  package { ['c3-pkg1', 'c3-pkg2', 'c3-pkg3']: before => Notify['c3-d1-n1-d11'] }
}
notify { ['n1', 'n2', 'n3']: tag => 'alpha' }
notify {
  default: loglevel => 'warning';
  'n4': require => [Notify['n3']], message => "${module_name} says hi";
  'n5': subscribe => Notify['n2'];
}
d1 { 'd1-n1': extra => 7 }
package { ['pkg1', 'pkg2']: noop => false }
@d1 { 'd1-n2': }
notify { 'n6': withpath => true, message => true, notify => Notify['n1'] }
user {
  default: groups => ['adm', 'sudo'];
  'user1': tag => ['db', 'gamma'], loglevel => 'warning';
}
realize(D1['d1-n2'])
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: noop => true }
@package { 'pkg3': noop => false, tag => ['beta', 'web'], notify => D1['d1-n2'] }
notify { 'n7': before => D1['d1-n2'] }
realize(Package['pkg3'])
notify { 'n8': loglevel => 'warning', * => {  } }
exec { 'run1': command => '/bin/true', * => { 'tag' => ['alpha', 'db'], 'path' => ['/bin', '/usr/bin'] } }
@service { 'svc1': tag => 'web', * => { 'subscribe' => Package['pkg1'] } }
realize(Package['pkg3'])
Notify['n7'] { require +> Notify['n1'] }
User <| ensure == 'directory' |>
notify { ['n9', 'n10', 'n11']: loglevel => 'warning', message => "${facts[hostname]} says hi" }
class { 'c2': p1 => 'o' }
notify { 'n12': loglevel => 'warning', before => Notify['n7'], noop => true }
realize([D1['d1-n2'], Service['svc1']])
@@exec { 'run2': command => '/bin/true', tag => 'db', loglevel => 'warning' }
D1 <<| title == 'n6' and title == 'd1-n1-d11' |>>
