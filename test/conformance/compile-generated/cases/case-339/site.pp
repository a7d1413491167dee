define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", tag => 'alpha', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  String $p1 = 'abc',
) {
  file { '/tmp/c1-f1': tag => 'alpha', owner => 'root' }
}
notify {
  default: message => undef, tag => 'beta';
  'n1': message => 'multi
line', tag => 'beta';
}
notify { 'n2': tag => 'alpha' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <|  |> { tag => 'alpha' }
package { ['pkg1', 'pkg2']: require => Notify['n2'] }
@package { 'pkg3': notify => [Notify['n1']] }
contain c1
package {
  default: require => File['/tmp/c1-f1'];
  'pkg4': tag => ['beta', 'web'];
  'pkg5': ensure => 'installed', subscribe => Notify['n2'];
  'pkg6': ensure => 'latest';
}
service { ['svc1', 'svc2']: hasrestart => false, enable => true }
notify { 'n3': before => Package['pkg5'] }
d2 { 'd2-n1': level => 'v2' }
@notify { 'n4': before => Package['pkg2'] }
@@notify { 'n5': message => "${module_name} says hi" }
Notify['n2'] { withpath => false }
d2 { 'd2-n2': }
service {
  default: notify => Package['pkg2'], tag => 'web';
  'svc3': notify => Notify['d2-n2-d21'], subscribe => Package['pkg2'];
}
Service['svc1'] -> Notify['n3'] ~> Notify['n2']
d1 { 'bad': bogus => 1 }
