class c1 (
  String $p1 = 's',
  Enum['a', 'b'] $p2 = 'b',
) {
  service { 'c1-svc1': loglevel => 'warning', tag => ['db', 'web'] }
  service { ['c1-svc2', 'c1-svc3']: tag => ['beta', 'web'] }
  package { 'c1-pkg1': tag => ['beta', 'beta'] }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) {
  User <| title == 'n1' or tag != 'beta' |>
  require c1
}
class c3 (
  Boolean $p1 = false,
) {
  @notify { 'c3-n1': loglevel => 'info' }
  service { 'c3-svc1': noop => true }
  Exec { noop => false }
}
service { 'svc1': ensure => 'running', tag => 'db' }
service { 'svc2': require => Service['svc1'], loglevel => 'info' }
Service['svc1'] { noop => false }
tag 'web'
contain c3
@@notify { 'n1': loglevel => 'warning', require => Service['svc1'] }
@@exec { 'run1': noop => false }
user { 'user1': tag => ['beta', 'db'], managehome => true, shell => '/bin/bash' }
require c3
$v20 = [1, 2]
require c2
Notify <| title == 'c1-svc1' or ensure == 'running' |> { message => 'hello' }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v25 = 'val'
require c3
include c3
notify { ['n2', 'n3', 'n4']: withpath => true }
service { 'svc3': require => User['user1'] }
user { 'user2': tag => 'beta' }
$v31 = [1, 2]
Class['c3'] <~ Notify['n4']
if defined(User['user1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service['c1-svc3'] -> Notify['n4']
Service['c3-svc1'] <~ Service['svc1'] -> Service['c3-svc1']
notify { 'n5': require => [User['user2']], message => "${module_name} says hi" }
