class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = false,
) {
  notify { ['c1-n1', 'c1-n2']: tag => 'web' }
  notify { 'c1-n3': message => '' }
}
class c2 (
  String $p1 = 's',
) {
  exec { 'c2-run1': command => '/bin/true', refreshonly => true }
}
stage { 'pre': before => Stage['main'] }
Notify <| tag != 'beta' |>
@@notify { 'n1': message => '' }
exec { ['run1', 'run2', 'run3']: timeout => '300' }
require c2
contain c1
Exec['run1'] { tag +> ['web', 'gamma'] }
[Exec['run2']] -> Notify['c1-n3'] -> Exec['c2-run1']
[Exec['run2'], Exec['c2-run1'], Exec['run3']] -> Exec['run1']
@@service { 'svc1': hasrestart => false }
$v15 = { 'k' => 'v' }
File { ensure => 'present' }
notify { 'n2': message => 42 }
notify { ['n3', 'n4']: withpath => false, loglevel => 'info' }
notify { 'n5': withpath => false, before => Notify['n2'] }
notify { ['n6', 'n7', 'n8']: tag => ['db', 'web'], noop => false }
Notify['n2'] <~ [Notify['n7']]
notify {
  default: notify => Notify['n5'];
  'n9': require => [Notify['n3'], Notify['c1-n2']];
  'n10': notify => Notify['n3'];
  'n11': tag => 'db', noop => false;
}
Notify['n3'] { noop => false }
notify { 'n12': message => 'multi
line' }
user { 'user1': groups => 'users', shell => '/bin/bash', subscribe => Exec['run3'] }
Notify <| tag != 'web' |>
