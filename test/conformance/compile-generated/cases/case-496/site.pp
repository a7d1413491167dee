User { noop => false, loglevel => 'warning' }
@file { '/tmp/f1': owner => 'www-data' }
$v2 = { 'k' => 'v' }
notify { 'n1': withpath => true, noop => false }
tag 'alpha'
Notify { before => Notify['n1'], subscribe => Notify['n1'] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: owner => 'www-data' }
Notify { message => 42 }
Notify { withpath => false }
package { 'pkg1': loglevel => 'info', noop => true }
@@package { 'pkg2': noop => true, subscribe => [File['/tmp/f3'], File['/tmp/f2']] }
$v11 = { 'k' => 'v' }
Exec <| message == 'world' and tag != 'alpha' |> { require => Package['pkg1'] }
Notify['n1'] -> [File['/tmp/f3']] <- File['/tmp/f4']
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { '/tmp/f5': require => File['/tmp/f3'] }
File <| title == '/tmp/f2' or tag != 'gamma' |>
user {
  default: shell => '/bin/bash', uid => '300';
  'user1': tag => 'web', notify => Package['pkg1'];
  'user2': uid => '300', shell => '/bin/sh';
}
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
exec { 'run1': noop => false, require => User['user1'], notify => User['user1'] }
notify { 'n2': withpath => true, * => { 'loglevel' => 'info' } }
File <<| message == 42 or title == '/tmp/f4' |>>
notify { ['n3', 'n4', 'n5']: withpath => true }
file { '/tmp/f6': ensure => 'absent', noop => false, content => "${facts[hostname]}" }
[Notify['n3']] <~ File <| message == 'hello' |> <- [Notify['n2'], Notify['n4'], Package['pkg1']]
$v27 = { 'k' => 'v' }
package { 'pkg3': subscribe => [User['user2'], Package['pkg1']], * => { 'tag' => 'alpha' } }
@notify {
  default: notify => Package['pkg3'], tag => ['beta', 'db'];
  'n6': noop => true;
}
file {
  default: mode => '0644', tag => ['db', 'beta'];
  '/tmp/f7': before => File['/tmp/f4'], ensure => 'present';
  '/tmp/f8': require => User['user2'], notify => Notify['n1'];
}
package { 'pkg4': noop => false }
realize([File['/tmp/f5'], Notify['n6']])
user { 'user3': loglevel => 'info', groups => [], shell => '/bin/bash' }
service { 'svc1': loglevel => 'info' }
tag 'db'
notify { 'n7': before => File['/tmp/f7'], require => File['/tmp/f2'], tag => ['beta', 'web'] }
notify { ['n8', 'n9', 'n10']: loglevel => 'info' }
File <<| tag == 'db' or title == '/tmp/f5' |>>
tag 'db'
