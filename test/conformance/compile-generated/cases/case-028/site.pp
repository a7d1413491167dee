class c1 {
  exec { 'c1-run1': command => '/bin/true', * => { 'refreshonly' => true, 'noop' => false } }
  exec { 'c1-run2': tag => 'db', * => {  } }
  File { ensure => 'absent', noop => true }
}
exec { 'run1': command => 'touch /tmp/x', loglevel => 'info', tag => ['alpha', 'db'], path => ['/bin', '/usr/bin'] }
notify {
  default: tag => ['gamma', 'beta'];
  'n1': tag => 'db', before => Exec['run1'];
  'n2': subscribe => Exec['run1'], notify => Exec['run1'];
  'n3': tag => 'alpha';
}
notify {
  default: before => Notify['n2'];
  'n4': message => 'multi
line';
}
service { 'svc1': tag => 'web', require => Exec['run1'], hasrestart => true }
Package <| ensure == 'directory' or ensure == 'directory' |>
Notify['n2'] { noop => true }
user { 'user1': require => Notify['n1'], loglevel => 'warning' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n2'] { require => Notify['n1'] }
User['user1'] -> Notify <| message == 'world' |> -> [Notify['n1'], Notify['n2']]
notify { 'n5': require => Notify['n3'], noop => false }
contain c1
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service <| tag == 'beta' |> { noop => true }
tag 'gamma'
tag 'beta'
Notify['n3'] { withpath => true }
package { ['pkg1', 'pkg2']: require => [Exec['c1-run1'], Notify['n5']], loglevel => 'warning' }
@package { 'pkg3': notify => Package['pkg1'], tag => ['alpha', 'db'], loglevel => 'warning' }
exec { 'run2': command => '/usr/bin/env echo hi', require => Exec['run1'] }
Service <|  |> -> Notify['n1'] <~ [User['user1'], Exec['run1'], Exec['c1-run1']]
notify { 'n6': loglevel => 'warning', tag => 'web' }
package { 'pkg4': subscribe => Class['c1'], before => Class['c1'] }
Package <| message == 'hello' |> { noop => true }
exec { 'run3': command => '/bin/true', path => ['/bin', '/usr/bin'], refreshonly => true }
notify { 'n7': noop => true, before => Package['pkg2'], subscribe => Exec['run1'] }
