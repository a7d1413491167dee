define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, tag => 'db' }
  notify { "${title}-d21": message => "${name}: ${level}" }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  Integer $p2 = 80,
) {
  tag 'alpha'
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  Exec { noop => false }
  File { content => "line\n" }
}
class c2 (
  Integer $p1 = 80,
  Boolean $p2 = false,
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: tag => 'db', message => '' }
  notify { 'c2-n4': message => 42, loglevel => 'info' }
  tag 'beta'
  tag 'alpha'
}
user { 'user1': shell => '/bin/bash', ensure => 'present', managehome => false }
@@notify { 'n1': loglevel => 'warning', subscribe => User['user1'] }
class { 'c1': p1 => [1] }
