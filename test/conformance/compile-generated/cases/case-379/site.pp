class c1 {
  Package { tag => ['db', 'alpha'] }
  tag 'beta'
}
class c2 {
  exec { ['c2-run1', 'c2-run2', 'c2-run3']: command => '/bin/true', loglevel => 'info', tag => ['web', 'beta'] }
  @notify { 'c2-n1': loglevel => 'info', message => 42, tag => 'beta' }
}
class c3 (
  Array[String] $p1 = [],
  Optional[String] $p2 = 'o',
  Array[String] $p3 = ['a', 'b'],
) {
  Notify { withpath => false }
  tag 'db'
}

