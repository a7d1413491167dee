define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'db' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $level, tag => 'alpha' }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  String $p2 = 'abc',
) {
  tag 'alpha'
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = true,
) inherits c1 {
  require c1
  Exec <|  |>
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 {
  notify {
    default: tag => 'alpha', loglevel => 'info';
    'c3-n1': noop => false;
  }
  tag 'beta'
}
service { 'svc1': hasrestart => false }
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'www-data', ensure => 'directory' }
d2 { 'd2-n1': extra => 7 }
Service['svc1'] { require +> [Service['svc1']] }
exec { 'run1': command => '/usr/bin/env echo hi', require => [Notify['d2-n1-d21']] }
[Exec['run1']] <~ Exec['run1'] -> Service['svc1']
d1 { 'd1-n1': }
File <| message == 'x y' or tag != 'gamma' |> { noop => false }
include nosuch
