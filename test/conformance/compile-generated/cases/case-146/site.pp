class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  package { 'c1-pkg1': tag => 'db' }
}
class c2 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = ['a', 'b'],
  Variant[Integer, String] $p3 = 1,
) {
  Package { ensure => 'latest', noop => false }
  @notify { 'c2-n1': noop => false }
}
tag 'db'
package { 'pkg1': noop => true, tag => ['alpha', 'gamma'] }
Package['pkg1'] { noop => 'again' }
