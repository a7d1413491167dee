Service { tag => 'beta' }
tag 'beta'
$v2 = [1, 2]
Notify { tag => ['web', 'beta'], message => "${trusted[certname]} says hi" }
@package { ['pkg1', 'pkg2', 'pkg3']: tag => ['web', 'db'] }
notify { 'n1': message => "${trusted[certname]} says hi", withpath => false }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'beta'
realize([Package['pkg3'], Package['pkg2']])
user {
  default: loglevel => 'warning', tag => ['gamma', 'web'];
  'user1': tag => 'gamma';
  'user2': notify => Notify['n1'], managehome => true;
}
notify {
  default: tag => ['db', 'gamma'], withpath => false;
  'n2': loglevel => 'warning';
}
File <|  |> { require +> Notify['n1'] }
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: ensure => 'directory' }
if defined(Notify['n2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
exec { 'run1': command => '/usr/bin/env echo hi' }
Notify <| ensure == 'present' or title == 'pkg3' |> { require => User['user1'] }
notify { ['n3', 'n4', 'n5']: require => Package['pkg3'] }
Notify['n5'] { noop => true }
realize([File['/tmp/f2']])
[Notify['n2'], Notify['n5'], Notify['n1']] ~> File <| ensure == 'running' |>
File <| (message == 42 or tag == 'gamma') and tag == 'web' |>
Service <| message == 'world' |> -> Notify['n1'] <- File <| message == 'world' |>
@file { ['/tmp/f4', '/tmp/f5']: tag => ['beta', 'db'] }
File <| tag == 'web' |>
package { 'pkg4': tag => ['alpha', 'beta'] }
tag 'gamma'
if defined('$x') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { 'n6': withpath => true, tag => 'web' }
$v31 = { 'k' => 'v' }
service { 'svc1': subscribe => Notify['n4'] }
Service['svc1'] { before +> User['user1'] }
notify { 'n7': tag => 'web', * => {  } }
