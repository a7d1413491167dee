define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'b',
) {
  tag 'gamma'
  d2 { 'c1-d2-n1': }
  Service { hasrestart => true }
  @notify { 'c1-n1': subscribe => Notify['c1-d2-n1-in-d11'] }
}
class c2 (
  Boolean $p1 = true,
  Array[String] $p2 = ['a', 'b'],
  String $p3 = 's',
) {
  notify {
    default: tag => 'beta';
    'c2-n1': tag => 'gamma', loglevel => 'warning';
    'c2-n2': loglevel => 'info';
  }
  notify { 'c2-n3': tag => 'beta', withpath => false, message => 42 }
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 'x y',
  Optional[String] $p3 = undef,
) inherits c1 {
  Notify['c1-d2-n1-d21'] { tag => 'beta' }
  file { ['/tmp/c3-f1', '/tmp/c3-f2', '/tmp/c3-f3']: ensure => 'directory' }
  user { 'c3-user1': groups => ['adm', 'sudo'], loglevel => 'info' }
  service { ['c3-svc1', 'c3-svc2']: loglevel => 'info', tag => ['db', 'gamma'] }
}
d1 { 'd1-n1': extra => 'v2' }
user {
  default: notify => [Notify['d1-n1-d11']];
  'user1': shell => '/bin/sh', before => Notify['d1-n1-d11'];
}
Notify <|  |> { require => User['user1'] }
Package <| ensure == 'running' or title == 'd1-n1-d12' |>
user { 'user2': loglevel => 'warning', before => [Notify['d1-n1-d11']], subscribe => User['user1'] }
d2 { 'd2-n1': level => 7 }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => ['alpha', 'db'], require => Notify['d1-n1-d12'] }
User['user2'] { noop => false }
Notify <| message == 'hello' |> <~ File['/tmp/f1'] ~> Notify['d2-n1-in-d12']
user { ['user3', 'user4']: subscribe => User['user1'], groups => 'users' }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
