define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'web' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: withpath => true }
  d2 { 'c1-d2-n1': msg => 7 }
}
class c2 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = true,
  Enum['a', 'b'] $p3 = 'b',
) {
  user { ['c2-user1', 'c2-user2']: managehome => true, shell => '/bin/bash' }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  exec { 'c2-run1': noop => true }
  notify { 'c2-n1': tag => 'beta' }
}
service { 'bad': ensure => 'running', bogus => true }
