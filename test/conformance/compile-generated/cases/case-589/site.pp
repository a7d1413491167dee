class c1 (
  Array[String] $p1 = [],
  Integer $p2 = 80,
) {
  service { ['c1-svc1', 'c1-svc2']: ensure => 'stopped', noop => false }
  tag 'beta'
  exec { 'c1-run1': command => 'touch /tmp/x', timeout => 1001, tag => ['db', 'web'] }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  String $p2 = 's',
) {
  package { 'c2-pkg1': tag => ['alpha', 'beta'] }
  Notify { message => 3.5 }
  user { 'c2-user1': tag => 'alpha', noop => true }
}

