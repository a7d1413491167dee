service { ['svc1', 'svc2', 'svc3']: hasrestart => false }
$v1 = [1, 2]
notify {
  default: noop => true, require => Service['svc2'];
  'n1': tag => 'gamma';
}
@@file { '/tmp/f1': tag => 'gamma', subscribe => Service['svc3'], noop => true }
Notify { message => ['a', 'b'], subscribe => Service['svc2'] }
Service['svc3'] -> Service['svc3'] -> Service['svc1']
Notify { tag => ['web', 'alpha'] }
Exec { notify => Service['svc1'], path => ['/bin', '/usr/bin'] }
Service['svc1'] <~ Service['svc2'] <~ Notify['n1']
Service['svc1'] <- Service['svc2']
user { 'user1': groups => ['adm', 'sudo'] }
File <| message == 'hello' |> { noop => false }
[User['user1'], Notify['n1'], Service['svc3']] <~ Service['svc1']
service { 'svc4': require => Notify['n1'] }
exec { 'run1': command => '/usr/bin/env echo hi', refreshonly => true, subscribe => User['user1'] }
file { '/tmp/f2': tag => 'beta', mode => '0755' }
@@notify { 'n2': tag => ['gamma', 'gamma'] }
$v17 = { 'k' => 'v' }
[Service['svc3']] -> User['user1']
service { ['svc5', 'svc6', 'svc7']: noop => true, enable => false }
package { 'pkg1': subscribe => Service['svc2'], tag => ['web', 'alpha'] }
@package { ['pkg2', 'pkg3']: noop => false, tag => ['db', 'gamma'] }
notify { 'n3': tag => 'beta', * => {  } }
tag 'beta'
user { ['user2', 'user3']: managehome => true }
notify { 'n4': tag => 'web' }
exec { 'run2': notify => File['/tmp/f2'], tag => 'beta' }
Notify { noop => true }
Exec['run2'] { require => Service['svc5'] }
@@exec { 'run3': command => 'touch /tmp/x', before => File['/tmp/f2'] }
Notify <| tag == 'alpha' |> -> Notify['n1'] <~ Notify <| tag == 'db' |>
if defined(Service['svc1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'web'
exec {
  default: command => 'touch /tmp/x', before => User['user2'];
  'run4': notify => Service['svc6'], require => File['/tmp/f2'];
}
$v35 = 'val'
if defined(Exec['run2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
