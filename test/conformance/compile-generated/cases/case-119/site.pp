define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", tag => 'gamma' }
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
class c1 (
  String $p1 = 'x y',
  Optional[String] $p2 = 'o',
) {
  user { 'c1-user1': shell => '/bin/bash', * => {  } }
  d2 { 'c1-d2-n1': msg => 7 }
  notify { 'c1-n1': tag => ['alpha', 'gamma'], before => Notify['c1-d2-n1-d21'], withpath => false }
}
class { 'c1': p2 => 'o' }
File <|  |> -> [Notify['c1-d2-n1-d22']]
tag 'db'
d2 { 'd2-n1': }
d1 { 'd1-n1': msg => 'v2' }
d2 { 'd2-n2': msg => 'v1' }
d2 { 'd2-n3': msg => 7 }
include c1
notify { 'n1': noop => true, tag => ['beta', 'web'] }
$v19 = { 'k' => 'v' }
service {
  default: loglevel => 'info';
  'svc1': noop => true;
}
tag 'alpha'
package {
  default: subscribe => Notify['c1-n1'], notify => Notify['c1-d2-n1-d21'];
  'pkg1': noop => false;
}
Notify <|  |> { require +> Notify['d2-n3-d21'] }
Package['pkg1'] { require +> Notify['d2-n1-d21'] }
@notify { 'n2': message => 3.5 }
file { '/tmp/f1': notify => Notify['d2-n3-d22'], content => "line\n" }
exec { 'run1': command => 'touch /tmp/x', subscribe => [Notify['n1']] }
$v28 = [1, 2]
Notify['d2-n2-d22'] <- Notify['d2-n2-d22']
package { 'pkg2': loglevel => 'info', require => Notify['c1-d2-n1-d22'] }
package { ['pkg3', 'pkg4', 'pkg5']: subscribe => Notify['c1-d2-n1-d22'] }
Exec['run1'] <- Notify['d2-n2-d22'] -> Notify['d2-n1-d21']
package {
  default: ensure => 'latest', tag => 'web';
  'pkg6': ensure => 'absent';
}
$v34 = [1, 2]
Notify <| ensure == 'present' and tag != 'web' |> <- Service <| ensure == 'directory' |>
