define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'web' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: ensure => 'installed' }
  tag 'beta'
}
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v13 = 'val'
include c1
Notify <| tag == 'alpha' |> <~ Package['c1-pkg3'] <- Class['c1']
Notify <| tag == 'beta' and message == 'world' |>
Service { ensure => 'stopped', subscribe => [Package['c1-pkg3'], Package['c1-pkg2']] }
d2 { ['d2-n1', 'd2-n2']: level => 7 }
file { ['/tmp/f1', '/tmp/f2']: tag => 'web' }
package {
  default: ensure => '1.2.3';
  'pkg1': tag => ['web', 'db'];
  'pkg2': notify => [Notify['d2-n2-d21']];
  'pkg3': subscribe => Package['c1-pkg3'];
}
notify { ['n1', 'n2']: loglevel => 'info', message => 42 }
exec { 'run1': command => 'touch /tmp/x', require => Notify['d2-n1-d21'] }
user { ['user1', 'user2']: managehome => false }
notify {
  default: tag => ['db', 'web'];
  'n3': require => Notify['n1'], tag => ['alpha', 'alpha'];
}
File <| (message == 'world' and message == 'hello') and tag != 'gamma' |>
user { 'user3': notify => Notify['n3'], groups => 'users' }
contain c1
notify { 'n4': before => Package['c1-pkg3'], noop => true }
notify {
  default: tag => ['gamma', 'gamma'], subscribe => [Package['c1-pkg3'], File['/tmp/f2']];
  'n5': notify => Notify['d2-n1-d21'];
}
@notify { 'n6': require => Notify['d2-n2-d21'], * => { 'message' => 'hello' } }
user { ['user4', 'user5', 'user6']: loglevel => 'info' }
notify { 'n7': noop => false }
user { ['user7', 'user8', 'user9']: before => File['/tmp/f2'], uid => '300' }
File <| tag == 'beta' |> -> Exec['run1'] -> Package['c1-pkg3']
d1 { 'd1-n1': msg => 'v2' }
exec { 'run2': command => '/usr/bin/env echo hi', subscribe => Notify['d2-n2-in-d11'] }
user { ['user10', 'user11']: tag => ['beta', 'beta'] }
realize([Notify['n6']])
$v39 = [1, 2]
