@notify { 'n1': withpath => true }
@file { '/tmp/f1': ensure => 'present' }
exec { ['run1', 'run2', 'run3']: command => '/usr/bin/env echo hi', tag => ['web', 'beta'] }
notify { ['n2', 'n3', 'n4']: loglevel => 'warning' }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f2': mode => '0755', owner => 'www-data' }
notify { 'n5': loglevel => 'warning', before => [Exec['run3'], Notify['n2']], noop => false }
@file { '/tmp/f3': mode => '0600' }
user {
  default: noop => false, shell => '/bin/sh';
  'user1': managehome => true, notify => File['/tmp/f2'];
}
Notify <| ensure == 'running' or tag == 'alpha' |> { tag +> 'web' }
User['user1'] { require => [Notify['n5']] }
user { 'user2': ensure => 'present', uid => '300' }
notify { ['n6', 'n7']: message => 'x y', tag => ['beta', 'beta'] }
File { before => User['user1'], ensure => 'directory' }
$v15 = [1, 2]
file { '/tmp/f4': subscribe => Notify['n2'], noop => true }
notify { ['n8', 'n9']: message => 42 }
Notify['n5'] <- Notify['n9']
Exec['run2'] -> Exec['run1']
service { 'svc1': loglevel => 'info', * => {  } }
Notify <| ensure == 'running' and message == 'x y' |>
package { 'pkg1': before => Notify['n6'], require => Notify['n3'], tag => 'web' }
$v23 = 'val'
File <| tag == 'web' or tag != 'db' |> { noop => true }
File <| tag != 'beta' |> { noop => true }
@service { 'svc2': loglevel => 'info', * => {  } }
notify { ['n10', 'n11']: notify => Notify['n5'], require => Exec['run1'] }
notify {
  default: require => Notify['n4'], before => Notify['n6'];
  'n12': tag => 'gamma';
  'n13': before => Service['svc1'];
  'n14': message => "${facts[hostname]} says hi", loglevel => 'info';
}
tag 'web'
service { 'svc3': loglevel => 'info', tag => 'web' }
exec { 'run4': command => 'touch /tmp/x', tag => ['web', 'db'], path => ['/bin', '/usr/bin'] }
notify { ['n15', 'n16', 'n17']: withpath => true }
@notify { 'n18': withpath => false }
realize([File['/tmp/f1'], Service['svc2']])
$v35 = { 'k' => 'v' }
realize([Notify['n18']])
Service <| (tag != 'db' and message == 'world') and message == 'hello' |> ~> Notify <|  |> <- Notify['n8']
