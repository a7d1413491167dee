define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level }
}
class c1 {
  File <| tag != 'beta' and message == 'x y' |> { noop => false }
  file { '/tmp/c1-f1': tag => ['gamma', 'beta'], noop => true, content => "line\n" }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 'x y',
  Integer $p3 = 80,
) {
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: ensure => 'running' }
}
class c3 (
  Integer $p1 = 80,
  Boolean $p2 = true,
) inherits c2 {
  Service['c2-svc2'] { noop +> ['web', 'db'] }
  service { 'c3-svc1': loglevel => 'info' }
  exec { 'c3-run1': tag => ['web', 'beta'] }
}
notify { 'n1': noop => true, * => { 'tag' => 'alpha' } }
File <| tag == 'beta' |> -> Notify <|  |> -> Notify <| tag == 'alpha' and ensure == 'present' |>
Notify['n1'] { message => ['a', 'b'] }
Notify <|  |>
Package <|  |>
package { 'pkg1': noop => true }
file {
  default: content => "line\n";
  '/tmp/f1': owner => 'www-data';
}
d1 { 'd1-n1': msg => 7 }
notify { 'n2': before => Package['pkg1'], subscribe => File['/tmp/f1'] }
exec { 'run1': command => '/usr/bin/env echo hi', require => File['/tmp/f1'] }
@notify { 'n3': subscribe => Notify['d1-n1-d11'] }
tag 'db'
notify { 'n4': message => '', tag => ['web', 'db'] }
notify { 'n5': notify => Notify['d1-n1-d11'] }
package {
  default: require => Exec['run1'];
  'pkg2': before => [Package['pkg1']];
  'pkg3': before => Notify['d1-n1-d11'], tag => 'web';
  'pkg4': notify => [Exec['run1']];
}
realize(Notify['n3'])
exec { 'run2': command => 'touch /tmp/x', tag => 'beta' }
Exec <| tag != 'gamma' and message == 'x y' |>
d1 { 'd1-n2': level => 'v2' }
realize(Notify['n3'])
notify { 'n6': loglevel => 'warning' }
@service { 'svc1': hasrestart => true, notify => File['/tmp/f1'] }
Package { before => [Notify['n4'], Notify['n1']], tag => ['db', 'db'] }
[Notify['n1'], Package['pkg3']] <~ Notify['n3'] <~ [Notify['n1']]
notify { 'n7': require => Exec['run1'], subscribe => [Notify['n2']] }
d1 { 'd1-n3': level => 'v1', msg => 7 }
exec {
  default: command => 'touch /tmp/x', notify => Notify['n7'], loglevel => 'info';
  'run3': command => 'touch /tmp/x', tag => 'db';
}
notify { ['n8', 'n9', 'n10']: before => [Notify['n6']], message => "${facts[hostname]} says hi" }
