define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'beta' }
}
@notify {
  default: withpath => true;
  'n1': noop => false, tag => ['beta', 'beta'];
  'n2': loglevel => 'warning';
  'n3': loglevel => 'warning';
}
Exec { loglevel => 'warning', noop => true }
Notify { tag => ['gamma', 'gamma'] }
d1 { 'd1-n1': }
notify { 'n4': message => ['a', 'b'], notify => Notify['d1-n1-d11'] }
package { 'pkg1': subscribe => Notify['n4'] }
Notify['n4'] { tag +> ['web', 'beta'] }
@service { 'svc1': enable => false }
@d2 { ['d2-n1', 'd2-n2']: level => 'v1' }
Package['pkg1'] ~> [Notify['d1-n1-d11'], Notify['n4']]
service { ['svc2', 'svc3']: tag => 'db', require => Notify['d1-n1-d11'] }
notify { 'n5': message => 3.5, * => { 'noop' => true } }
d2 { 'd2-n3': }
Service['svc2'] -> Notify['n5'] -> Notify['d1-n1-d11']
Notify['n5'] { before => Service['svc3'] }
Service['svc3'] <~ Notify['n4']
notify { ['n6', 'n7', 'n8']: message => undef }
tag 'beta'
@exec { 'run1': before => [Notify['n8'], Service['svc3']], loglevel => 'info' }
file { '/tmp/f1': ensure => 'absent', subscribe => Notify['d1-n1-d11'], owner => 'www-data' }
Package { loglevel => 'info', before => [Notify['d2-n3-d21']] }
notify { 'n9': notify => Service['svc3'] }
Notify <| tag != 'gamma' |> ~> Service['svc2']
$v28 = { 'k' => 'v' }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { ['pkg2', 'pkg3']: tag => ['db', 'alpha'] }
Service <|  |>
