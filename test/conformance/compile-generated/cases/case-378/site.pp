define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  Boolean $p1 = true,
) {
  Exec { tag => 'beta' }
  tag 'db'
  notify { 'c1-n1': message => undef }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Integer $p2 = 1,
  Boolean $p3 = false,
) inherits c1 {
  Notify['c1-n1'] { message +> ['gamma', 'db'] }
  Service { loglevel => 'info' }
  user { 'c2-user1': noop => true, * => {  } }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: loglevel => 'info', tag => ['db', 'gamma'] }
  Service { tag => ['web', 'alpha'] }
}
@notify {
  default: message => "${facts[hostname]} says hi", withpath => true;
  'n1': noop => true;
  'n2': tag => ['web', 'beta'];
  'n3': noop => true;
}
notify { 'n4': withpath => true, noop => false }
File <| tag != 'web' |> -> Notify['n4'] -> File <| (ensure == 'present' and tag == 'web') and tag != 'gamma' |>
notify { 'n5': message => 'hello' }
@file { '/tmp/f1': loglevel => 'warning' }
notify { 'n6': tag => 'web', message => 'hello' }
Package { subscribe => Notify['n6'] }
d1 { 'd1-n1': level => 'v2' }
Notify['n6'] -> Notify['d1-n1-d11']
Notify { withpath => false }
File <|  |> { tag => 'web' }
service { 'svc1': hasrestart => true, enable => true }
user { 'user1': managehome => true, loglevel => 'warning' }
notify {
  default: tag => ['alpha', 'gamma'], notify => Notify['n6'];
  'n7': loglevel => 'warning', message => 42;
}
