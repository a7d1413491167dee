define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = 'o',
  String $p3 = 'abc',
) {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'web'
  Service { tag => ['gamma', 'gamma'] }
}
include c1
Notify { tag => 'web', loglevel => 'warning' }
file { '/tmp/f1': tag => ['web', 'beta'], * => {  } }
tag 'web'
Package <|  |> { noop => false }
package { 'pkg1': before => File['/tmp/f1'], tag => ['db', 'db'], noop => false }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <| tag != 'gamma' |>
tag 'gamma'
File['/tmp/f1'] -> Package['pkg1']
tag 'beta'
d1 { 'd1-n1': }
Package <| message == 42 |> { tag => ['web', 'db'] }
exec { 'run1': command => '/bin/true', path => ['/bin', '/usr/bin'], tag => 'alpha', subscribe => Notify['d1-n1-d11'] }
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec['run1'] { require +> Notify['d1-n1-d11'] }
notify { 'n1': withpath => true, subscribe => [Notify['d1-n1-d11']], tag => 'db' }
exec { 'run2': tag => 'beta', loglevel => 'warning' }
user { 'user1': managehome => false, tag => ['web', 'gamma'] }
Package { require => Exec['run1'] }
notify { 'n2': tag => ['alpha', 'gamma'], * => {  } }
Package { notify => Notify['d1-n1-d11'], noop => false }
include c1
@user { 'user2': before => Package['pkg1'], subscribe => Package['pkg1'], ensure => 'present' }
exec { ['run3', 'run4', 'run5']: noop => false }
service {
  default: subscribe => Notify['d1-n1-d11'], enable => false;
  'svc1': noop => true, tag => 'beta';
}
Notify { require => [Notify['n1']] }
