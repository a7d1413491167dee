class c1 (
  Boolean $p1 = true,
) {
  @notify { ['c1-n1', 'c1-n2']: message => 'x y' }
  Exec { tag => 'gamma' }
}
class c2 (
  Boolean $p1 = false,
) inherits c1 {
  Exec { tag => ['db', 'gamma'] }
  service { ['c2-svc1', 'c2-svc2']: noop => false }
  exec { 'c2-run1': refreshonly => true }
  file { '/tmp/c2-f1': noop => true, loglevel => 'warning' }
}
class c3 (
  Array[String] $p1 = [],
  Integer $p2 = 80,
  Boolean $p3 = true,
) {
  Exec <| ensure == 'present' |>
  include c2
  exec { 'c3-run1': path => ['/bin', '/usr/bin'] }
  user { ['c3-user1', 'c3-user2', 'c3-user3']: noop => true, tag => 'db' }
}

