define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Integer $p1 = 1,
  Optional[String] $p2 = 'o',
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: owner => 'www-data' }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  String $p1 = 'x y',
) inherits c1 {
  notify { 'c2-n1': withpath => true }
}
tag 'db'
include c2
notify { 'n1': tag => ['db', 'web'], require => Class['c2'], subscribe => File['/tmp/c1-f1'] }
@notify { 'n2': before => Notify['c2-n1'], tag => ['beta', 'web'] }
user { 'user1': subscribe => File['/tmp/c1-f2'], tag => ['db', 'db'] }
file { '/tmp/f1': require => Class['c2'] }
service {
  default: noop => true, loglevel => 'info';
  'svc1': loglevel => 'warning';
  'svc2': loglevel => 'warning', before => File['/tmp/f1'];
}
notify { 'n3': tag => 'beta' }
Notify <| tag != 'alpha' |> { message => true }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'gamma'
notify { 'n4': subscribe => [Service['svc1'], Notify['c2-n1']], * => { 'noop' => false } }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| title == 'svc1' or ensure == 'present' |> <- Class['c2'] <~ [Notify['n3'], Notify['c2-n1'], File['/tmp/f1']]
@d1 { ['d1-n1', 'd1-n2']: extra => 'v2' }
file { '/tmp/f2': owner => 'root' }
[Service['svc1'], File['/tmp/c1-f2']] <~ Notify <| ensure == 'directory' |>
package { ['pkg1', 'pkg2']: tag => ['db', 'web'], ensure => 'latest' }
d1 { ['d1-n3', 'd1-n4']: }
Notify { tag => ['db', 'beta'], notify => User['user1'] }
Class['c1'] ~> File['/tmp/f1'] ~> File['/tmp/f2']
realize([Notify['n2']])
d1 { ['d1-n5', 'd1-n6']: }
notify {
  default: subscribe => Notify['n3'], message => 'hello';
  'n5': message => 3.5;
  'n6': before => [File['/tmp/f2']];
  'n7': subscribe => [File['/tmp/c1-f2']], loglevel => 'info';
}
if tagged('beta') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { ['n8', 'n9', 'n10']: loglevel => 'warning' }
