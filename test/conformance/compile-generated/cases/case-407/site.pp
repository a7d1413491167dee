class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  Package <| title == 'n1' and tag == 'alpha' |>
  exec { 'c1-run1': command => '/bin/true', refreshonly => true }
  User { loglevel => 'warning' }
  notify { 'c1-n1': message => 42, loglevel => 'info', withpath => false }
}
exec { 'run1': tag => 'db', command => '/usr/bin/env echo hi' }
package {
  default: ensure => 'absent', noop => false;
  'pkg1': require => Exec['run1'];
  'pkg2': tag => 'gamma';
}
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <| tag != 'beta' or ensure == 'running' |> { tag +> 'gamma' }
Notify <| title == 'pkg1' |>
notify { 'n1': notify => Package['pkg1'] }
package { ['pkg3', 'pkg4']: tag => 'beta' }
user { 'user1': noop => false }
Package['pkg4'] <- Exec['run1']
Notify <| title == 'pkg1' |> -> Exec['run1']
@notify { 'n2': noop => true }
@exec { ['run2', 'run3']: command => 'touch /tmp/x', tag => ['db', 'gamma'] }
Exec <| title == 'pkg4' |> { require => Package['pkg2'] }
File { tag => ['alpha', 'beta'], mode => '0644' }
user { ['user2', 'user3']: tag => 'beta' }
notify { 'n3': before => [Package['pkg4'], User['user3']], loglevel => 'info' }
if defined(Package['pkg2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if tagged('beta') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
User['user3'] { noop => true }
service { 'svc1': hasrestart => false, notify => Package['pkg2'] }
if tagged('web') {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
Service { subscribe => Notify['n3'] }
if defined('$p1') {
  notify { 'if-n5': }
} else {
  notify { 'else-n5': message => 'not' }
}
service { 'svc2': tag => 'db' }
Notify['n1'] { require +> Notify['n1'] }
class { 'c1': p1 => 'b' }
