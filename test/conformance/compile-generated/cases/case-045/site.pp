class c1 (
  Integer $p1 = 1,
) {
  notify { 'c1-n1': tag => ['gamma', 'beta'] }
  tag 'db'
}
class c2 (
  Boolean $p1 = false,
  Optional[String] $p2 = undef,
  Optional[String] $p3 = undef,
) inherits c1 {
  user { 'c2-user1': noop => true, managehome => true, shell => '/bin/bash' }
  Exec { noop => true }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { '/tmp/c2-f1': ensure => 'file', tag => 'alpha' }
}

