define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'beta' }
  File { noop => true }
}
class c1 (
  Boolean $p1 = false,
  Array[String] $p2 = ['a', 'b'],
  Enum['a', 'b'] $p3 = 'b',
) {
  Package { tag => ['beta', 'beta'], ensure => 'latest' }
}
class c2 (
  Integer $p1 = 80,
  Boolean $p2 = true,
  Enum['a', 'b'] $p3 = 'b',
) {
  contain c1
  notify { 'c2-n1': noop => true, tag => 'beta' }
  tag 'beta'
  notify { 'c2-n2': tag => 'alpha', message => undef }
}
class c3 (
  Integer $p1 = 1,
) {
  contain c2
  Notify { withpath => true }
}
stage { 'pre': before => Stage['main'] }

