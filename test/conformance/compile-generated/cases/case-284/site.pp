class c1 {
  notify { 'c1-n1': tag => ['alpha', 'alpha'], withpath => true }
  notify { 'c1-n2': message => 3.5 }
}
class c2 (
  Boolean $p1 = true,
  String $p2 = 'abc',
) {
  package {
    default: tag => 'gamma';
    'c2-pkg1': ensure => 'absent';
  }
}
class c3 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 1,
) {
  user {
    default: groups => 'users';
    'c3-user1': shell => '/bin/bash';
  }
  if defined('$x') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}

