define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'gamma' }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Array[String] $p2 = ['x'],
  Enum['a', 'b'] $p3 = 'b',
) {
  Notify { message => undef, tag => ['gamma', 'beta'] }
}
class c2 {
  notify { 'c2-n1': noop => false, withpath => true }
  include c1
}
class { 'c1': p2 => ['x'] }
User <|  |>
Notify <| title == 'n1' |>
d1 { 'd1-n1': msg => 'v2', level => 'v1' }
d1 { 'd1-n2': level => 7 }
@file { ['/tmp/f1', '/tmp/f2']: require => Notify['d1-n2-d11'], before => Notify['d1-n1-d12'] }
User { loglevel => 'warning' }
Notify['ghost'] { message => 'x' }
