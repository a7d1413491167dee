define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'web' }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${level}", tag => 'db' }
  notify { "${title}-d21": message => $title, tag => 'alpha' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  File <| tag != 'db' |> { tag => 'db' }
  Service <|  |> { tag +> ['web', 'db'] }
  tag 'beta'
}
class c2 (
  Optional[String] $p1 = undef,
  Variant[Integer, String] $p2 = 1,
) {
  package { 'c2-pkg1': loglevel => 'warning' }
  Package <| message == 'x y' |>
}
@@notify { 'n1': message => 'multi
line', loglevel => 'info', noop => true }
@notify { 'n2': withpath => false }
@service { 'svc1': enable => false }
user { 'user1': tag => ['web', 'db'] }
notify { ['n3', 'n4']: require => User['user1'], notify => User['user1'] }
@package { 'pkg1': before => [Notify['n4']] }
$v21 = [1, 2]
notify { 'n5': notify => User['user1'], * => { 'withpath' => false } }
notify { 'n6': tag => 'alpha' }
[User['user1']] <~ User['user1'] ~> Notify['n5']
File { tag => 'db', subscribe => [Notify['n5'], Notify['n6']] }
service { ['svc2', 'svc3', 'svc4']: tag => 'alpha' }
