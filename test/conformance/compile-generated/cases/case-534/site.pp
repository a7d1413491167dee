define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'alpha' }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  String $p2 = 's',
) {
  user { 'c1-user1': tag => ['web', 'db'] }
  notify { ['c1-n1', 'c1-n2']: message => 3.5, withpath => false }
}
class c2 (
  Boolean $p1 = false,
  Array[String] $p2 = ['a', 'b'],
) {
  d1 { 'c2-d1-n1': }
  Notify <| tag != 'web' |> { message => undef }
  notify { 'c2-n1': tag => 'alpha' }
  @notify { ['c2-n2', 'c2-n3']: noop => true, tag => ['db', 'gamma'] }
}
include c1
notify { 'n1': require => [Notify['c1-n2']], before => User['c1-user1'], message => '' }
File <| title == 'c1-user1' |> <- [Notify['c1-n1']] <~ File <| tag != 'gamma' |>
Notify <| tag == 'gamma' or tag == 'web' |>
@notify { 'n2': require => Notify['n1'], tag => ['alpha', 'beta'] }
exec { 'run1': subscribe => [Notify['n1'], Notify['c1-n1']], command => 'touch /tmp/x' }
d1 { 'd1-n1': extra => 'v1' }
service { 'svc1': notify => Exec['run1'] }
tag 'web'
$v20 = 'val'
Notify { withpath => true }
$v22 = 'val'
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
