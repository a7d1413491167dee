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
package { 'pkg1': loglevel => 'info', require => Class['c1'] }
Notify <| title == 'svc1' |>
$v8 = 'val'
include c1
exec {
  default: command => '/bin/true', tag => 'alpha';
  'run1': command => '/bin/true', subscribe => Service['svc1'];
}
Exec['run1'] <~ Exec['run1'] -> Class['c1']
tag 'gamma'
Notify <| ensure == 'present' |> { message => ['a', 'b'] }
@@notify { ['n1', 'n2', 'n3']: before => [Exec['run1']] }
exec { 'run2': command => '/usr/bin/env echo hi', before => [Service['svc1']] }
Exec['run2'] <- [Package['pkg1']]
notify { 'n4': withpath => false, tag => ['gamma', 'alpha'], noop => false }
Notify <|  |> -> Package['pkg1']
$v19 = [1, 2]
Exec['run1'] -> Class['c1'] -> Package['pkg1']
contain c1
@user { 'user1': subscribe => Service['svc1'], * => {  } }
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n5', 'n6']: tag => ['web', 'web'] }
realize([Notify['c1-n2']])
require c1
user { ['user2', 'user3', 'user4']: require => Notify['n4'] }
contain c1
package { 'pkg2': noop => false }
tag 'db'
