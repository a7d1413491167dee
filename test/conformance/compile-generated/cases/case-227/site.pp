define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'gamma' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
) {
  tag 'beta'
  Exec { noop => false }
}
class c2 {
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'], tag => ['db', 'web'] }
}
class c3 (
  Integer $p1 = 8080,
) {
  tag 'alpha'
  user { 'c3-user1': shell => '/bin/bash', noop => false }
}
contain c2
user { 'user1': ensure => 'present', groups => ['adm', 'sudo'] }
class { 'c1': p1 => true }
