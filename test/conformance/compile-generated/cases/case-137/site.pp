class c1 (
  Boolean $p1 = true,
  Optional[String] $p2 = 'o',
) {
  if tagged('web') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Enum['a', 'b'] $p2 = 'b',
) inherits c1 {
  user { 'c2-user1': managehome => true, uid => 30, ensure => 'present' }
}
Exec { path => ['/bin', '/usr/bin'] }
@exec { 'run1': tag => ['web', 'gamma'], loglevel => 'warning', command => 'touch /tmp/x' }
notify { 'n1': withpath => false, tag => 'beta' }
tag 'beta'
Exec <| ensure == 'running' and title == 'n1' |>
@package { 'pkg1': before => Notify['n1'], tag => 'beta', require => Notify['n1'] }
@notify { 'n2': loglevel => 'info', tag => ['beta', 'db'] }
user { 'user1': loglevel => 'warning', tag => ['web', 'alpha'], require => Notify['n1'] }
user { 'user2': subscribe => User['user1'], tag => ['web', 'db'] }
Service { tag => 'beta' }
$v15 = 'val'
exec { 'run2': command => '/bin/true', require => User['user2'], loglevel => 'warning' }
Exec['run2'] -> [Exec['run2'], Notify['n1'], User['user1']]
notify { 'n3': tag => 'alpha', before => User['user1'], require => Exec['run2'] }
Notify['n1'] -> [User['user1'], Notify['n3']]
Exec['run2'] <~ Notify <| ensure == 'running' |> <- Service <| message == 'x y' and tag != 'gamma' |>
@notify { ['n4', 'n5', 'n6']: message => 'world' }
Exec['run2'] { before => Notify['n3'] }
package { 'pkg2': noop => true, subscribe => Exec['run2'] }
Package { notify => Package['pkg2'], tag => 'gamma' }
$v25 = [1, 2]
