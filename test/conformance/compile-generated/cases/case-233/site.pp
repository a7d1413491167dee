define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'alpha' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
$v5 = [1, 2]
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': ensure => 'file' }
File['/tmp/f1'] { before => File['/tmp/f1'] }
File['/tmp/f1'] { noop => false }
Notify <| tag == 'alpha' and ensure == 'present' |> -> File['/tmp/f1'] -> File['/tmp/f1']
notify { 'n1': noop => false, loglevel => 'warning' }
Package <| tag == 'alpha' |>
File['/tmp/f1'] { require => File['/tmp/f1'] }
exec { 'run1': subscribe => File['/tmp/f1'] }
file { '/tmp/f2': notify => Notify['n1'], subscribe => [Notify['n1']] }
File['/tmp/f2'] { require +> [Notify['n1'], File['/tmp/f1']] }
notify { 'n2': message => 'x y', require => File['/tmp/f1'] }
service { 'svc1': noop => false, ensure => 'running' }
@service { 'svc2': tag => 'db', loglevel => 'warning' }
exec { 'run2': subscribe => [Exec['run1'], Notify['n1']], path => ['/bin', '/usr/bin'], before => Service['svc1'] }
exec { ['run3', 'run4']: command => '/bin/true', subscribe => [Exec['run1'], File['/tmp/f1']] }
notify { 'n3': subscribe => Notify['n1'], tag => 'web' }
Exec['run1'] -> Service['svc1'] -> Service['svc1']
@notify { ['n4', 'n5']: before => Notify['n2'], subscribe => Notify['n2'] }
[Notify['n2']] -> Notify['n2'] <~ Notify['n3']
@@exec { 'run5': tag => 'web', * => { 'timeout' => '300' } }
Notify <| title == 'run2' |> <- [Service['svc1'], Exec['run4']]
package { ['pkg1', 'pkg2']: loglevel => 'info' }
tag 'beta'
notify { ['n6', 'n7']: subscribe => Notify['n3'], tag => ['web', 'db'] }
Notify['n7'] <- File['/tmp/f2'] <~ [Exec['run3']]
notify { 'n8': noop => false, loglevel => 'info', tag => ['web', 'alpha'] }
package { 'pkg3': before => Notify['n3'], subscribe => Notify['n1'], tag => ['web', 'db'] }
package { 'pkg4': tag => 'beta', * => { 'notify' => [Exec['run1']] } }
@@notify {
  default: message => 'hello';
  'n9': subscribe => [File['/tmp/f1'], Exec['run4']], noop => true;
  'n10': message => 'world';
  'n11': message => ['a', 'b'];
}
notify { 'n12': require => [Notify['n7'], Service['svc1']], tag => 'alpha' }
d2 { 'd2-n1': level => 'v2' }
