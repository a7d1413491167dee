define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  Notify <| ensure == 'running' |>
}
stage { 'pre': before => Stage['main'] }
exec { ['run1', 'run2', 'run3']: tag => 'alpha', command => 'touch /tmp/x' }
Exec { require => Exec['run3'] }
d1 { 'd1-n1': extra => 7 }
file { '/tmp/f1': before => Exec['run2'], noop => true, tag => ['gamma', 'beta'] }
@package { ['pkg1', 'pkg2']: noop => true }
@file { '/tmp/f2': mode => '0755', tag => ['db', 'web'] }
@package {
  default: notify => Notify['d1-n1-d11'], before => Exec['run1'];
  'pkg3': require => Notify['d1-n1-d11'];
  'pkg4': before => Exec['run2'], tag => ['alpha', 'beta'];
  'pkg5': before => [File['/tmp/f1'], Notify['d1-n1-d11']];
}
d1 { 'd1-n2': extra => 7 }
tag 'web'
service { 'svc1': require => Notify['d1-n1-d12'] }
$v16 = { 'k' => 'v' }
realize([File['/tmp/f2']])
realize([Package['pkg4'], Package['pkg3']])
notify { 'n1': message => '', noop => false }
notify {
  default: message => "${facts[hostname]} says hi";
  'n2': message => "${module_name} says hi";
  'n3': tag => ['db', 'alpha'], message => '';
}
service { 'svc2': ensure => 'stopped', enable => true }
notify { 'n4': message => 'multi
line', tag => ['web', 'db'] }
package { 'pkg6': before => [Service['svc2'], Package['pkg3']], tag => 'beta' }
File <| tag == 'alpha' |> { tag => ['web', 'beta'] }
service {
  default: before => Notify['n2'], subscribe => [Exec['run2'], Notify['d1-n1-d11']];
  'svc3': tag => ['gamma', 'alpha'], enable => true;
  'svc4': ensure => 'running', noop => false;
  'svc5': before => Package['pkg4'];
}
Notify['n4'] { noop => true }
