define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = false,
  Enum['a', 'b'] $p3 = 'a',
) {
  d1 { 'c1-d1-n1': }
  Package <| tag == 'gamma' |> { require +> Notify['c1-d1-n1-d11'] }
  d1 { 'c1-d1-n2': msg => 'v2' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  notify { 'c2-n1': loglevel => 'warning', tag => 'db', message => "tab\there" }
  File { ensure => 'absent', content => 'data' }
  notify { 'c2-n2': tag => 'gamma' }
}
$v11 = [1, 2]
user {
  default: uid => '300', tag => 'beta';
  'user1': managehome => false, ensure => 'absent';
  'user2': tag => ['gamma', 'beta'], loglevel => 'warning';
}
Notify <| tag != 'gamma' |>
require c2
contain c1
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user {
  default: subscribe => User['user1'];
  'user3': managehome => false, shell => '/bin/sh';
  'user4': ensure => 'absent', before => [User['user2'], Notify['c2-n2']];
}
Notify['c2-n1'] <- Notify['c1-d1-n1-d11'] -> User['user4']
exec { 'run1': require => User['user1'] }
@service { 'svc1': subscribe => [Notify['c2-n2']] }
tag 'beta'
package { 'pkg1': notify => User['user4'], * => {  } }
exec { ['run2', 'run3']: noop => false }
@@notify { 'n1': tag => ['web', 'web'] }
User['user1'] -> User['user4']
$v27 = { 'k' => 'v' }
exec { ['run4', 'run5', 'run6']: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], noop => true }
Service { tag => 'gamma', hasrestart => false }
exec { 'run7': command => '/bin/true' }
Notify <| ensure == 'directory' |> <- Class['c1']
