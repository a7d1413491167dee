define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'beta' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 {
  notify { 'c1-n1': loglevel => 'info', withpath => false }
  Notify { message => 'multi
  line' }
  user { 'c1-user1': loglevel => 'warning', noop => true, tag => ['gamma', 'gamma'] }
}
class c2 (
  Array[String] $p1 = ['x'],
  String $p2 = 'x y',
  Enum['a', 'b'] $p3 = 'b',
) inherits c1 {
  Notify['c1-n1'] { tag => 'beta' }
  include c1
  @service { ['c2-svc1', 'c2-svc2']: hasrestart => true }
  exec { 'c2-run1': tag => ['db', 'alpha'], refreshonly => true, timeout => 1001 }
  notify { 'c2-n1': message => "${p2} says hi", * => { 'tag' => ['alpha', 'db'] } }
}
@package {
  default: ensure => '1.2.3';
  'pkg1': loglevel => 'info';
  'pkg2': ensure => 'latest';
}
realize([Package['pkg2']])
service { 'svc1': tag => ['web', 'db'], * => { 'noop' => true } }
notify { 'n1': noop => false }
Package <|  |> { noop => true }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File { tag => ['beta', 'web'] }
Service { notify => Notify['n1'] }
tag 'beta'
File { owner => 'root' }
service { ['svc2', 'svc3']: noop => false, hasrestart => false }
Exec { timeout => 1001 }
notify { 'n2': before => Service['svc2'], require => Service['svc2'] }
tag 'web'
Package <| title == 'n2' |>
$v31 = [1, 2]
notify { ['n3', 'n4', 'n5']: before => Package['pkg2'] }
File <|  |> <- Package['pkg2']
if tagged('alpha') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
user {
  default: loglevel => 'warning', ensure => 'absent';
  'user1': shell => '/bin/sh', groups => ['adm', 'sudo'];
}
