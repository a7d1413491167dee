define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", tag => 'db' }
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'x y',
  Array[String] $p2 = ['x'],
  Integer $p3 = 8080,
) {
  user { ['c1-user1', 'c1-user2']: tag => ['alpha', 'web'] }
  tag 'web'
  package { ['c1-pkg1', 'c1-pkg2']: loglevel => 'warning', noop => true }
  tag 'alpha'
}
class c2 (
  Optional[String] $p1 = undef,
  Integer $p2 = 8080,
  Optional[String] $p3 = undef,
) inherits c1 {
  exec { ['c2-run1', 'c2-run2']: command => '/usr/bin/env echo hi', tag => 'db' }
  user { 'c2-user1': tag => 'web' }
  @user { 'c2-user2': managehome => true, groups => [] }
}
include c2
user { 'user1': loglevel => 'info' }
realize(User['c2-user2'])
User['c2-user2'] -> User['user1']
User['user1'] { tag => ['alpha', 'beta'] }
tag 'db'
User['c2-user1'] ~> Notify <| tag != 'gamma' |> <- User['c1-user2']
User { tag => 'beta' }
d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
contain c2
package { 'pkg1': tag => ['gamma', 'db'], noop => true, ensure => 'latest' }
File <| title == 'c2-run2' and ensure == 'directory' |> -> User['c1-user2'] <~ User['c2-user2']
@notify { 'n1': require => [User['user1'], Exec['c2-run2']], noop => false }
File <| tag != 'alpha' and tag != 'alpha' |> { require +> Notify['d1-n1-d12'] }
require c1
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': tag => ['gamma', 'alpha'] }
realize([Notify['n1'], User['c2-user2']])
file { '/tmp/f1': loglevel => 'info', before => User['c2-user2'] }
