define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title, tag => 'db' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'web'
}
class c2 (
  Variant[Integer, String] $p1 = 1,
) inherits c1 {
  include c1
  notify { ['c2-n1', 'c2-n2']: message => "${p1} says hi" }
  @exec { 'c2-run1': command => '/usr/bin/env echo hi', loglevel => 'info', tag => ['web', 'alpha'] }
}
class c3 (
  String $p1 = 'x y',
) {
  contain c2
  User { ensure => 'absent' }
  notify { ['c3-n1', 'c3-n2']: withpath => true }
}

