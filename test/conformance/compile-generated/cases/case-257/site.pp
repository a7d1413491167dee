class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Array[String] $p2 = [],
  Optional[String] $p3 = 'o',
) {
  tag 'alpha'
  user {
    default: noop => true;
    'c1-user1': tag => ['db', 'beta'];
    'c1-user2': ensure => 'absent', tag => ['beta', 'db'];
    'c1-user3': loglevel => 'info';
  }
}
class c2 {
  User { groups => 'users', tag => ['alpha', 'db'] }
  package { 'c2-pkg1': tag => ['web', 'alpha'], loglevel => 'warning' }
  exec { 'c2-run1': command => 'touch /tmp/x' }
}

