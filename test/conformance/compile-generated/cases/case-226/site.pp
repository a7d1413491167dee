class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 1,
) {
  @notify { ['c1-n1', 'c1-n2']: withpath => true }
}
service { 'svc1': noop => false, ensure => 'stopped' }
contain c1
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': loglevel => 'info', require => Service['svc1'] }
Notify <| title == 'svc1' |>
$v8 = 'val'
include c1
exec {
  default: command => '/bin/true', tag => 'alpha';
  'run1': command => '/bin/true', subscribe => Service['svc1'];
}
package { 'pkg2': subscribe => Service['svc1'], loglevel => 'warning', before => Service['svc1'] }
contain c1
$v13 = { 'k' => 'v' }
tag 'db'
Notify <| tag == 'gamma' and tag != 'beta' |> { tag +> 'gamma' }
exec { 'run2': command => '/usr/bin/env echo hi', before => Package['pkg2'] }
service { 'svc2': subscribe => Exec['run2'], tag => ['beta', 'alpha'] }
notify { 'n1': withpath => false, tag => ['gamma', 'alpha'], noop => false }
Notify <|  |> -> Service['svc2']
$v20 = [1, 2]
Exec['run1'] -> Class['c1'] -> Exec['run2']
contain c1
@user { 'user1': subscribe => Service['svc1'], * => {  } }
notify { ['n2', 'n3']: withpath => true, noop => true }
Notify['n2'] <~ Notify['n3']
File <| (message == 'hello' and tag != 'db') and message == 'world' |>
Package['pkg2'] <~ Package['pkg2'] ~> Package['pkg2']
package { 'pkg3': tag => ['beta', 'db'], before => [Service['svc2'], Exec['run2']], noop => true }
Service['svc1'] { before +> [Service['svc2']] }
@user { ['user2', 'user3']: managehome => false }
$v31 = [1, 2]
