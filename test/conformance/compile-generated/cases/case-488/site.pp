define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
  File { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  file {
    default: mode => '0644';
    '/tmp/c1-f1': loglevel => 'warning';
    '/tmp/c1-f2': ensure => 'present', tag => 'gamma';
    '/tmp/c1-f3': tag => 'web', content => "${p1}";
  }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  @exec { 'c1-run1': command => '/usr/bin/env echo hi', tag => ['beta', 'alpha'] }
}
class c2 (
  Optional[String] $p1 = undef,
) {
  @notify { 'c2-n1': tag => 'db', loglevel => 'warning' }
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = true,
) {
  tag 'db'
  user { ['c3-user1', 'c3-user2', 'c3-user3']: loglevel => 'warning' }
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  if defined('c1') {
    notify { 'c3-if-n2': }
  } else {
    notify { 'c3-else-n2': message => 'not' }
  }
}
require c3
d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
d1 { 'd1-n3': extra => 7 }
d1 { ['d1-n4', 'd1-n5']: extra => 'v1' }
tag 'alpha'
exec { 'run1': tag => 'web', * => {  } }
tag 'beta'
