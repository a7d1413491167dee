class c1 {
  tag 'beta'
  package { 'c1-pkg1': noop => false, ensure => 'absent' }
  tag 'beta'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 1,
) {
  file { '/tmp/c2-f1': tag => 'gamma' }
}

