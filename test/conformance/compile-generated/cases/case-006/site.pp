class c1 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 'one',
) {
  tag 'alpha'
}
stage { 'pre': before => Stage['main'] }
Service { enable => true, noop => true }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
