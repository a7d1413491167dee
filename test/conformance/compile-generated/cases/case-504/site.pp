class c1 {
  Package <| (ensure == 'present' and title == 'n1') and message == 'x y' |>
  tag 'beta'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Boolean $p2 = false,
  Boolean $p3 = true,
) {
  package { 'c2-pkg1': noop => true, loglevel => 'info' }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
) {
  tag 'beta'
  file { '/tmp/c3-f1': noop => true, tag => ['gamma', 'gamma'] }
  package { 'c3-pkg1': loglevel => 'warning' }
}
File <| tag == 'alpha' |> { tag +> 'db' }
notify { 'n1': noop => false }
file { '/tmp/f1': noop => true, tag => 'db', before => Notify['n1'] }
package { 'pkg1': loglevel => 'warning' }
@notify {
  default: withpath => false, tag => ['db', 'web'];
  'n2': message => 'world', before => Notify['n1'];
}
Notify { require => Package['pkg1'], tag => 'beta' }
notify {
  default: loglevel => 'warning', message => 'world';
  'n3': loglevel => 'info', tag => ['db', 'gamma'];
}
user { 'user1': groups => ['adm', 'sudo'], noop => false }
exec { ['run1', 'run2', 'run3']: noop => false }
contain c1
include c2
contain c1
tag 'db'
@@notify { ['n4', 'n5', 'n6']: noop => false, message => 'hello' }
exec { ['run4', 'run5', 'run6']: command => '/usr/bin/env echo hi', timeout => 1001 }
tag 'alpha'
contain c2
user { ['user2', 'user3']: uid => '300', notify => Exec['run4'] }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c3
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
