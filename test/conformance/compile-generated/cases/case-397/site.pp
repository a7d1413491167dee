if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { '/tmp/f1': content => 'data', tag => 'db' }
Service <| message == 42 or title == 'n1' |> <- File <|  |>
notify { 'n1': loglevel => 'warning' }
service { 'svc1': require => Notify['n1'] }
User { notify => Notify['n1'] }
package { 'pkg1': ensure => 'latest' }
File <| tag == 'beta' |>
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v11 = 'val'
Package { before => Service['svc1'] }
notify { 'n2': require => [Package['pkg1']] }
tag 'alpha'
Notify['n1'] <- Package['pkg1'] <~ [Notify['n1'], Service['svc1'], Package['pkg1']]
File <| message == 'x y' |> { tag => 'gamma' }
notify { ['n3', 'n4', 'n5']: tag => 'gamma' }
if defined(Notify['n5']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { 'n6': require => Package['pkg1'], message => 'x y', withpath => false }
$v21 = [1, 2]
@user { ['user1', 'user2', 'user3']: ensure => 'absent', groups => 'users' }
file { '/tmp/f2': require => [Package['pkg1']] }
notify { ['n7', 'n8']: noop => true }
Service <| tag == 'web' or tag != 'db' |> ~> Service <| (tag != 'db' and title == 'n5') and tag != 'gamma' |>
Notify['n2'] <- Notify['n8'] <- Service <| message == 42 |>
Notify <| ensure == 'present' or tag == 'db' |> <- Notify['n2'] -> Notify['n7']
user {
  default: tag => 'gamma', notify => Package['pkg1'];
  'user4': ensure => 'absent';
  'user5': managehome => false;
}
notify { 'n9': loglevel => 'warning' }
package { 'pkg2': subscribe => Notify['n4'], * => {  } }
if defined(Class[main]) {
  notify { 'if-n4': }
} else {
  notify { 'else-n4': message => 'not' }
}
Notify { loglevel => 'warning' }
@service { 'svc2': require => Notify['n7'], loglevel => 'info' }
Notify['n1'] <- Package['pkg1'] <- User['user4']
Notify['n6'] { tag +> ['db', 'alpha'] }
file {
  default: subscribe => [Package['pkg1']], tag => 'web';
  '/tmp/f3': noop => false, before => Notify['n1'];
}
