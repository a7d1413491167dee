define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
) {
  notify { 'c1-n1': noop => true, message => "${p1} says hi" }
  notify { 'c1-n2': tag => 'beta' }
  file { '/tmp/c1-f1': noop => false }
}

