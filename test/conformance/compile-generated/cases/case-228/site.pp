define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra }
}
class c1 (
  String $p1 = 's',
  Optional[String] $p2 = undef,
  Optional[String] $p3 = 'o',
) {
  d1 { 'c1-d1-n1': extra => 7 }
}
class c2 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 1,
  Optional[String] $p3 = 'o',
) {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: level => 'v1' }
  Service { enable => false }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  require c1
}
class c3 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = false,
) {
  user { ['c3-user1', 'c3-user2']: noop => true, groups => ['adm', 'sudo'] }
}
File { tag => 'gamma' }
d1 { 'd1-n1': }
package { 'pkg1': loglevel => 'warning', notify => Notify['d1-n1-d11'] }
Notify <| (tag != 'gamma' and tag != 'gamma') and tag == 'web' |>
d1 { ['d1-n2', 'd1-n3']: extra => 'v2' }
user { ['user1', 'user2', 'user3']: require => Notify['d1-n1-d11'] }
if defined(Notify['d1-n1-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user4': groups => 'users' }
Notify { tag => ['gamma', 'db'] }
notify {
  default: notify => Notify['d1-n3-d11'];
  'n1': message => undef, tag => ['beta', 'web'];
  'n2': withpath => true, notify => Notify['d1-n1-d11'];
}
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
