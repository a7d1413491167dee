define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = false,
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: msg => 'v2' }
  file { '/tmp/c1-f1': subscribe => Notify['c1-d1-n2-d11'] }
  d1 { 'c1-d1-n3': }
}
class c2 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = false,
  Variant[Integer, String] $p3 = 'one',
) {
  Exec <|  |>
}
file {
  default: tag => ['gamma', 'gamma'], mode => '0644';
  '/tmp/f1': owner => 'root', content => 'data';
}
notify { 'n1': before => File['/tmp/f1'], * => {  } }
Service { loglevel => 'info' }
notify { 'n2': tag => 'db' }
@user {
  default: groups => ['adm', 'sudo'];
  'user1': subscribe => Notify['n1'];
  'user2': uid => 1001;
}
user { 'user3': noop => true }
@notify { 'n3': tag => ['beta', 'gamma'], notify => [User['user3'], Notify['n1']] }
Notify { before => Notify['n2'], tag => 'db' }
Notify['n1'] <~ [Notify['n1'], User['user3']]
notify { 'n4': notify => User['user3'] }
Notify { noop => false }
realize(User['user1'])
tag 'gamma'
User <| title == 'n4' |>
package { 'pkg1': noop => true, * => { 'ensure' => '1.2.3' } }
Notify['n1'] <~ [User['user3'], Notify['n1']]
@notify { ['n5', 'n6']: withpath => false, noop => true }
Notify['n4'] { tag => 'web' }
@notify {
  default: noop => true, withpath => false;
  'n7': message => "tab\there";
  'n8': message => 42, withpath => true;
  'n9': subscribe => Package['pkg1'], noop => true;
}
realize([User['user1'], Notify['n7']])
contain c2
notify { 'n10': message => ['a', 'b'] }
d1 { ['d1-n1', 'd1-n2']: }
Notify <| message == 'world' |> { tag +> 'alpha' }
Package <| ensure == 'present' |>
d1 { 'd1-n3': }
include c2
@package { 'pkg2': before => Notify['n2'], * => { 'ensure' => 'latest' } }
d1 { ['d1-n4', 'd1-n5']: }
