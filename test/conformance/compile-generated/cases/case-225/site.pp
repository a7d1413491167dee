define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'b',
  Variant[Integer, String] $p3 = 'one',
) {
  service { 'c1-svc1': noop => true }
  Package { tag => ['alpha', 'alpha'], ensure => 'installed' }
  tag 'gamma'
  tag 'alpha'
}
package {
  default: tag => ['db', 'alpha'], noop => true;
  'pkg1': noop => false;
  'pkg2': ensure => '1.2.3', tag => 'beta';
}
notify {
  default: noop => true, require => Package['pkg1'];
  'n1': message => 'x y';
}
$v12 = [1, 2]
File <| tag != 'db' |> { noop => false }
User <| tag == 'gamma' or message == 'hello' |> { require +> Package['pkg1'] }
d2 { ['d2-n1', 'd2-n2']: extra => 'v2' }
d1 { 'd1-n1': level => 7 }
User { uid => '300', require => Notify['n1'] }
Package['pkg2'] <- Package['pkg1'] -> Notify <|  |>
File { owner => 'www-data', loglevel => 'warning' }
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', noop => true }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': tag => ['db', 'db'] }
exec {
  default: subscribe => Notify['d2-n2-d21'];
  'run4': command => '/bin/true', notify => Notify['d2-n2-in-d11'];
}
Notify <|  |> -> [Exec['run2'], Notify['d2-n2-in-d11']]
Notify['d1-n1-d11'] ~> Exec['run4'] <- Exec['run1']
tag 'db'
include c1
tag 'db'
Notify <| message == 'x y' |> { tag => ['gamma', 'gamma'] }
Package { require => [Exec['run4'], Exec['run3']] }
@notify { 'n2': loglevel => 'warning', tag => ['web', 'db'], message => 'world' }
class { 'c1': }
