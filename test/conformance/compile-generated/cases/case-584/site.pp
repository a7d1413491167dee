class c1 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 's',
  Array[String] $p3 = ['x'],
) {
  service { ['c1-svc1', 'c1-svc2']: noop => true }
}
class c2 (
  Boolean $p1 = true,
  Optional[String] $p2 = 'o',
) inherits c1 {
  Exec { noop => false, refreshonly => false }
  tag 'db'
  package { 'c2-pkg1': tag => ['db', 'db'], * => { 'ensure' => 'installed' } }
  Exec { tag => ['alpha', 'gamma'] }
}
class c3 (
  Integer $p1 = 1,
  Optional[String] $p2 = undef,
  Optional[String] $p3 = 'o',
) {
  exec { ['c3-run1', 'c3-run2']: command => '/usr/bin/env echo hi', noop => true }
}
realize(File['/nowhere'])
