define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra }
}
class c1 (
  Boolean $p1 = true,
  String $p2 = 'x y',
  Optional[String] $p3 = 'o',
) {
  tag 'gamma'
  Notify { noop => false, loglevel => 'info' }
  Service <| tag == 'alpha' |>
}
class c2 (
  Integer $p1 = 1,
  Enum['a', 'b'] $p2 = 'b',
) {
  User { tag => 'beta' }
}
stage { 'pre': before => Stage['main'] }
notify { 'n1': noop => false, withpath => true }
tag 'beta'
notify { 'n2': require => Notify['n1'], * => { 'tag' => 'gamma' } }
notify { 'n3': before => Notify['n2'], tag => 'web' }
user { ['user1', 'user2', 'user3']: before => Notify['n3'], shell => '/bin/bash' }
notify { 'n4': tag => ['gamma', 'alpha'], notify => [User['user2'], Notify['n2']], withpath => false }
Service { tag => 'web', enable => false }
Notify <| title == 'n3' |>
@notify { ['n5', 'n6', 'n7']: require => Notify['n1'] }
tag 'beta'
[User['user3']] -> Notify['n2'] -> User['user3']
@file { '/tmp/f1': tag => 'db', * => { 'loglevel' => 'info' } }
@exec { 'run1': command => 'touch /tmp/x', require => User['user2'], refreshonly => true, tag => ['alpha', 'gamma'] }
User['user3'] { require => Notify['n3'] }
notify { 'n8': noop => true, before => User['user2'] }
realize([File['/tmp/f1'], Notify['n6']])
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v27 = 'val'
[User['user1'], Notify['n4'], User['user2']] <~ User['user1'] ~> User['user1']
d1 { 'd1-n1': level => 'v1' }
exec { 'run2': command => 'touch /tmp/x', noop => true }
contain c1
service { 'svc1': loglevel => 'warning', * => {  } }
user { 'user4': require => [File['/tmp/f1'], Notify['n2']], ensure => 'present' }
