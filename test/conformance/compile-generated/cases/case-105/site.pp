User <| tag == 'db' |>
notify {
  default: message => '', noop => true;
  'n1': withpath => true, message => 'multi
line';
  'n2': withpath => true;
  'n3': tag => 'gamma';
}
exec { ['run1', 'run2']: command => '/bin/true', tag => 'beta' }
tag 'alpha'
@notify {
  default: loglevel => 'info', subscribe => Notify['n3'];
  'n4': notify => Exec['run2'], before => Notify['n1'];
}
tag 'alpha'
Exec { subscribe => Notify['n2'], timeout => 30 }
Notify <| message == 'world' and tag != 'web' |> { require +> Exec['run1'] }
file { '/tmp/f1': require => Notify['n1'] }
$v9 = 'val'
user { 'user1': require => [Notify['n2']], shell => '/bin/sh' }
notify { ['n5', 'n6', 'n7']: noop => false }
Notify['n6'] -> Notify['n5']
User { uid => 1001, tag => 'alpha' }
@service { 'svc1': ensure => 'running', * => {  } }
User { notify => Notify['n3'], noop => true }
package { 'pkg1': tag => 'db' }
Notify['n5'] { withpath => true }
Notify <| tag == 'db' or ensure == 'directory' |>
notify {
  default: before => User['user1'], tag => 'gamma';
  'n8': loglevel => 'info';
  'n9': notify => Notify['n5'], noop => true;
}
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@user { 'user2': loglevel => 'info', shell => '/bin/sh', ensure => 'present' }
User['user1'] ~> Notify <| ensure == 'directory' and tag != 'db' |>
Package { require => [Notify['n8'], Notify['n5']] }
Package['pkg1'] <- Package['pkg1'] <~ Notify['n5']
Notify['n5'] { message => 3.5 }
Service <| (tag == 'web' or message == 42) and message == 'hello' |>
package { ['pkg2', 'pkg3']: before => Exec['run2'], ensure => 'latest' }
Notify['n8'] -> Notify['n3'] -> Notify['n8']
exec { 'run3': command => '/usr/bin/env echo hi', tag => ['db', 'db'] }
package { 'pkg4': tag => ['db', 'web'], require => Notify['n2'], subscribe => User['user1'] }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if tagged('gamma') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
file { '/tmp/f2': tag => ['web', 'db'], * => {  } }
exec { 'run4': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], noop => false, subscribe => Notify['n8'] }
user { 'user3': tag => 'web', groups => 'users', ensure => 'present' }
$v39 = [1, 2]
