define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}" }
  File { noop => true }
}
Notify <| message == 42 and tag == 'web' |> { tag +> ['alpha', 'alpha'] }
user { ['user1', 'user2', 'user3']: tag => ['beta', 'gamma'] }
notify { 'n1': message => "${trusted[certname]} says hi", noop => false }
File { ensure => 'absent' }
d1 { 'd1-n1': msg => 'v1' }
[User['user1']] <- User['user3'] -> Notify['n1']
User <| ensure == 'directory' and title == 'user3' |>
service {
  default: tag => 'gamma';
  'svc1': before => [User['user2']];
  'svc2': tag => 'db', before => Notify['n1'];
  'svc3': notify => User['user2'], hasrestart => false;
}
Service { ensure => 'stopped', noop => true }
User['user3'] { before +> User['user3'] }
Service <| tag != 'gamma' |> { noop => false }
User { tag => 'web', groups => 'users' }
@file { '/tmp/f1': noop => true, owner => 'root' }
File <| message == 'world' |>
File <| title == 'd1-n1-d11' and tag == 'web' |> { tag +> ['db', 'web'] }
package {
  default: ensure => '1.2.3', require => User['user1'];
  'pkg1': notify => Notify['d1-n1-d11'];
  'pkg2': subscribe => [Notify['d1-n1-d11']];
}
$v20 = 'val'
@notify { 'n2': subscribe => Notify['d1-n1-d11'] }
service { 'svc4': tag => ['web', 'web'] }
package {
  default: loglevel => 'info';
  'pkg3': ensure => 'absent';
  'pkg4': notify => [Package['pkg2']];
}
exec { 'run1': command => 'touch /tmp/x', tag => ['db', 'beta'], notify => Package['pkg2'] }
if defined(Package['pkg3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package['pkg2'] -> File <| tag != 'alpha' or message == 'world' |> <~ Package['pkg4']
[User['user2']] <- [Exec['run1']]
d1 { 'd1-n2': level => 7 }
service { 'svc5': enable => false, ensure => 'stopped', require => User['user2'] }
Package { require => Service['svc1'], ensure => 'installed' }
package { 'pkg5': before => [Notify['d1-n2-d11'], Service['svc1']], * => {  } }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
if tagged('db') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
tag 'alpha'
File { require => Service['svc5'], mode => '0600' }
