class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  @notify { 'c1-n1': tag => 'db', message => ['a', 'b'] }
  @package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: tag => 'alpha', noop => false }
  User { tag => ['web', 'db'], uid => 1001 }
}
notify { ['n1', 'n2', 'n3']: noop => true, message => true }
$v7 = { 'k' => 'v' }
contain c1
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <| tag == 'gamma' |> { tag +> 'alpha' }
Exec { before => Notify['n1'] }
include c1
[Notify['n2'], Notify['n1']] <~ Notify['n2'] <- Notify['n3']
@package {
  default: before => Notify['n2'];
  'pkg1': before => Notify['n3'];
}
notify { 'n4': message => ['a', 'b'], before => Notify['n1'], require => Notify['n3'] }
User { notify => [Notify['n3']] }
Notify['n3'] ~> Class['c1']
notify { 'n5': notify => [Notify['n1']] }
tag 'beta'
service { 'svc1': enable => true, * => { 'loglevel' => 'info' } }
User { noop => false }
exec { 'run1': command => 'touch /tmp/x', subscribe => Notify['n5'], refreshonly => false }
exec { 'run2': command => '/usr/bin/env echo hi', require => [Exec['run1'], Notify['n3']], noop => false }
