define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  Boolean $p1 = false,
) {
  user {
    default: groups => 'users';
    'c1-user1': ensure => 'absent', tag => ['beta', 'web'];
    'c1-user2': shell => '/bin/bash';
    'c1-user3': managehome => false, tag => ['alpha', 'web'];
  }
  tag 'web'
  user { 'c1-user4': uid => 30, tag => 'web' }
  tag 'gamma'
}
class c2 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 1,
) {
  Package { noop => false }
  package {
    default: noop => false, tag => 'alpha';
    'c2-pkg1': tag => ['beta', 'db'];
  }
}
class c3 {
  Package { noop => true }
}
stage { 'pre': before => Stage['main'] }

