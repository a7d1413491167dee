class c1 (
  Optional[String] $p1 = undef,
  Boolean $p2 = true,
  Enum['a', 'b'] $p3 = 'b',
) {
  tag 'db'
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 'abc',
  Enum['a', 'b'] $p3 = 'a',
) inherits c1 {
  
}
class c3 {
  package { 'c3-pkg1': noop => false }
  tag 'db'
  Package <|  |>
  file { '/tmp/c3-f1': owner => 'www-data' }
}
user { 'user1': tag => ['web', 'beta'], ensure => 'present' }
