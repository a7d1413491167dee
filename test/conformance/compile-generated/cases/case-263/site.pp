exec {
  default: command => '/bin/true', path => ['/bin', '/usr/bin'], timeout => 30;
  'run1': command => '/bin/true', timeout => 1001;
  'run2': command => '/usr/bin/env echo hi', loglevel => 'warning', path => ['/bin', '/usr/bin'];
}
User <| ensure == 'running' or message == 'world' |>
Exec['run2'] { require +> Exec['run2'] }
notify { 'n1': withpath => false, message => 42 }
Notify['n1'] ~> Exec['run2'] -> Notify['n1']
$v5 = [1, 2]
notify { 'n2': withpath => false, before => Notify['n1'] }
notify { 'n3': loglevel => 'info', tag => ['db', 'web'] }
exec { 'run3': path => ['/bin', '/usr/bin'], notify => Notify['n2'] }
@exec { 'run4': command => '/bin/true', refreshonly => false, tag => 'beta', require => Notify['n3'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n3'] { before +> Exec['run2'] }
$v15 = { 'k' => 'v' }
$v16 = 'val'
notify { 'n4': before => Notify['n3'] }
@notify { ['n5', 'n6']: noop => true, before => Notify['n4'] }
Notify['n4'] { withpath => true }
package {
  default: loglevel => 'info', tag => ['db', 'alpha'];
  'pkg1': noop => false;
  'pkg2': tag => ['db', 'web'];
}
user { 'user1': before => Notify['n2'] }
Exec <| message == 'hello' |>
Exec['run2'] <- Exec['run3'] ~> Notify['n1']
Exec { timeout => 1001 }
Package { before => [Notify['n2'], Notify['n3']] }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
tag 'alpha'
service { 'svc1': tag => ['alpha', 'gamma'], enable => true, require => Package['pkg1'] }
User { before => Notify['n3'], ensure => 'present' }
$v31 = 'val'
notify {
  default: require => Exec['run2'], message => true;
  'n7': before => Notify['n2'];
  'n8': message => ['a', 'b'];
  'n9': message => "tab\there";
}
@@exec { 'run5': path => ['/bin', '/usr/bin'], require => Package['pkg1'] }
Package { notify => [Service['svc1'], Notify['n9']] }
user {
  default: noop => true, tag => 'alpha';
  'user2': loglevel => 'warning';
  'user3': shell => '/bin/sh', tag => 'alpha';
  'user4': ensure => 'absent', subscribe => Notify['n8'];
}
