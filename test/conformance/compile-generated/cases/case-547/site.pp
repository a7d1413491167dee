class c1 (
  Variant[Integer, String] $p1 = 'one',
  Optional[String] $p2 = undef,
  Array[String] $p3 = [],
) {
  notify { 'c1-n1': tag => ['web', 'gamma'], withpath => true }
  Notify { message => '' }
}
class c2 (
  String $p1 = 'x y',
  Boolean $p2 = true,
) {
  notify { 'c2-n1': tag => 'alpha', withpath => true }
  file { '/tmp/c2-f1': noop => false, content => "line\n", owner => 'root' }
}
class c3 (
  Array[String] $p1 = ['x'],
) {
  File <| title == 'n1' |>
}

