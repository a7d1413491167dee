define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'web' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'gamma' }
}
class c1 (
  Boolean $p1 = false,
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: level => 'v2' }
  d1 { 'c1-d1-n3': level => 7 }
  Notify { noop => false }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 80,
  Array[String] $p3 = [],
) inherits c1 {
  Notify['c1-d1-n2-d11'] { message +> 'gamma' }
  tag 'db'
  tag 'gamma'
}
class c3 (
  String $p1 = 's',
) {
  Notify <| message == 'x y' |>
  user { 'c3-user1': shell => '/bin/sh', * => { 'noop' => true } }
}
user { ['user1', 'user2']: tag => ['db', 'web'], noop => false }
User['user1'] <~ Notify <| message == 'x y' |>
$v18 = 'val'
service { 'svc1': tag => ['gamma', 'db'], enable => false }
notify {
  default: noop => true, require => Service['svc1'];
  'n1': tag => 'web', loglevel => 'warning';
  'n2': withpath => false;
}
User['user2'] ~> User['user2']
include c3
d1 { 'd1-n1': msg => 7 }
notify {
  default: tag => 'gamma';
  'n3': tag => ['alpha', 'alpha'];
  'n4': tag => ['gamma', 'gamma'], noop => true;
  'n5': noop => true, notify => Service['svc1'];
}
d2 { 'd2-n1': level => 'v2' }
Service <| title == 'svc1' or title == 'd2-n1-d21' |>
Service <| message == 42 |> -> [Notify['n5'], Notify['n2'], Service['svc1']] -> User['c3-user1']
d2 { 'd2-n2': level => 'v2' }
exec {
  default: command => '/usr/bin/env echo hi', subscribe => Notify['d2-n1-d22'];
  'run1': require => Notify['n1'];
  'run2': command => '/usr/bin/env echo hi', refreshonly => true;
  'run3': command => '/bin/true', timeout => 30, subscribe => Notify['n3'];
}
include c1
File <| tag == 'gamma' or message == 'world' |> -> Notify['n1'] ~> Notify['d2-n1-d22']
Service['svc1'] { require +> Service['svc1'] }
