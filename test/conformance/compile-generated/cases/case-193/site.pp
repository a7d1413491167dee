define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = undef,
) {
  service { 'c1-svc1': hasrestart => false, tag => ['beta', 'web'] }
  service {
    default: ensure => 'running';
    'c1-svc2': tag => ['gamma', 'db'];
  }
  Package { ensure => 'absent' }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
) {
  Notify { message => "${p1} says hi" }
  @user { ['c2-user1', 'c2-user2']: managehome => false }
}
$v10 = 'val'
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
contain c1
@d1 { ['d1-n1', 'd1-n2']: }
d1 { ['d1-n3', 'd1-n4']: }
$v16 = 'val'
realize([D1['d1-n1']])
notify { 'n1': message => 42, require => Service['c1-svc2'], withpath => false }
file { '/tmp/f1': subscribe => D1['d1-n1'], tag => 'beta' }
contain c2
realize([D1['d1-n2']])
d1 { 'd1-n5': }
tag 'db'
notify { 'n2': loglevel => 'info', withpath => false }
$v25 = { 'k' => 'v' }
Service['c1-svc1'] ~> File <| title == 'd1-n3-d11' |> ~> D1['d1-n2']
$v27 = [1, 2]
include c1
package { 'pkg1': ensure => 'absent' }
$v30 = 'val'
package { 'pkg2': subscribe => Package['pkg1'], * => { 'noop' => false } }
realize([D1['d1-n1']])
Notify { subscribe => Service['c1-svc1'], loglevel => 'info' }
notify { 'n3': require => [D1['d1-n2'], File['/tmp/f1']], tag => ['beta', 'db'], message => ['a', 'b'] }
Notify['n3'] { before => Notify['d1-n3-d11'] }
d1 { ['d1-n6', 'd1-n7']: msg => 7 }
notify { 'n4': loglevel => 'warning', withpath => true }
@d1 { 'd1-n8': }
