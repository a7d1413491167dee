define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'gamma' }
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  user { 'c1-user1': loglevel => 'warning', * => {  } }
  Notify <| message == 'world' |> { require +> Notify['ghost'] }
  file { '/tmp/c1-f1': tag => ['beta', 'alpha'], ensure => 'present' }
}
class c2 (
  String $p1 = 's',
) {
  notify { 'c2-n1': message => 'hello', noop => true }
}
class c3 (
  Optional[String] $p1 = 'o',
) inherits c2 {
  Notify['c2-n1'] { message => 'gamma' }
  d1 { 'c3-d1-n1': msg => 'v2' }
}
require c1
package { 'pkg1': require => File['/tmp/c1-f1'], * => { 'before' => User['c1-user1'] } }
include c2
file { '/tmp/f1': subscribe => Class['c1'], noop => false }
Package { subscribe => User['c1-user1'] }
Class['c2'] <- Notify['c2-n1'] <- [File['/tmp/f1'], Notify['c2-n1'], User['c1-user1']]
[User['c1-user1']] -> User['c1-user1']
package { 'pkg2': subscribe => Class['c2'] }
