define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $level, tag => 'gamma' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  Package <|  |>
  Notify <| message == 42 |>
  Notify <| title == 'n1' |>
  notify { 'c1-n1': message => "${p1} says hi" }
}
class c2 {
  tag 'alpha'
  @user { 'c2-user1': loglevel => 'warning' }
  d2 { 'c2-d2-n1': level => 'v1' }
  User <| ensure == 'present' |> { noop => false }
}
class c3 (
  Integer $p1 = 8080,
  Enum['a', 'b'] $p2 = 'b',
) inherits c2 {
  Notify['c2-d2-n1-d21'] { tag => ['alpha', 'alpha'] }
  exec { ['c3-run1', 'c3-run2']: tag => 'db' }
  contain c2
}
Exec <|  |>
tag 'db'
exec {
  default: command => '/bin/true', refreshonly => true;
  'run1': path => ['/bin', '/usr/bin'];
  'run2': command => 'touch /tmp/x';
}
Service { before => Exec['run2'] }
contain c3
file { ['/tmp/f1', '/tmp/f2']: ensure => 'absent', content => 'data' }
Notify { loglevel => 'info', subscribe => Notify['c2-d2-n1-d21'] }
User <| tag == 'beta' and message == 'x y' |> { tag +> ['gamma', 'alpha'] }
Service <| tag != 'alpha' and tag != 'gamma' |> <- File['/tmp/f2'] <~ [Exec['run1'], File['/tmp/f1']]
notify { 'n1': tag => ['db', 'db'], loglevel => 'info', subscribe => Notify['c2-d2-n1-d21'] }
class { 'c1': }
file { '/tmp/f3': require => Class['c2'], * => { 'ensure' => 'file' } }
d2 { 'd2-n1': }
$v31 = 'val'
if defined(Notify['c1-n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] { withpath => true }
realize([User['c2-user1']])
