define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Boolean $p1 = true,
) {
  exec { 'c1-run1': tag => 'alpha' }
  tag 'alpha'
}
class c2 (
  Boolean $p1 = false,
  Integer $p2 = 8080,
  Optional[String] $p3 = 'o',
) inherits c1 {
  Exec['c1-run1'] { noop => ['db', 'alpha'] }
  @package { ['c2-pkg1', 'c2-pkg2']: noop => false, ensure => 'absent' }
  service { 'c2-svc1': tag => 'db' }
}
class c3 (
  Integer $p1 = 8080,
  Optional[String] $p2 = undef,
) {
  include c2
}
include nosuch
