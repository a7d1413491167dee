class c1 (
  String $p1 = 'x y',
  Optional[String] $p2 = undef,
  Optional[String] $p3 = 'o',
) {
  user { ['c1-user1', 'c1-user2', 'c1-user3']: ensure => 'present' }
  notify { 'c1-n1': tag => ['alpha', 'web'] }
  package { ['c1-pkg1', 'c1-pkg2']: loglevel => 'warning' }
  file {
    default: loglevel => 'info';
    '/tmp/c1-f1': owner => 'www-data';
    '/tmp/c1-f2': content => "${p2}";
  }
}
class c2 (
  Boolean $p1 = true,
) inherits c1 {
  File['/tmp/c1-f2'] { noop +> 'db' }
  if defined('$x') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  Exec <| message == 'hello' and title == 'n1' |>
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = undef,
) {
  include c1
  file { ['/tmp/c3-f1', '/tmp/c3-f2', '/tmp/c3-f3']: loglevel => 'info' }
  notify { 'c3-n1': tag => 'alpha', withpath => false }
  Service { loglevel => 'warning', hasrestart => false }
}
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'] }
notify { ['n1', 'n2']: tag => 'web', withpath => true }
[Notify['n1'], Exec['run1'], Notify['n2']] ~> Exec['run1'] <- File <|  |>
file { '/tmp/f1': noop => false, * => {  } }
@notify { 'n3': tag => ['beta', 'beta'] }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| message == 'x y' and message == 'hello' |> { tag => ['alpha', 'web'] }
User <|  |>
Exec { subscribe => Exec['run1'], tag => ['gamma', 'beta'] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: notify => Notify['n2'], loglevel => 'info' }
Notify <| tag == 'db' |> { require => File['/tmp/f1'] }
File['/tmp/f3'] ~> Notify['n2']
File['/tmp/f4'] -> Notify['n1']
class { 'c2': }
require c3
Notify { require => Class['c3'] }
tag 'gamma'
Notify { loglevel => 'info', tag => 'db' }
@notify { 'n4': tag => ['db', 'gamma'], * => { 'loglevel' => 'warning' } }
tag 'web'
realize(Notify['n4'])
