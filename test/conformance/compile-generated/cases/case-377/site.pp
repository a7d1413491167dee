define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = 'o',
  Boolean $p2 = true,
  Array[String] $p3 = ['a', 'b'],
) {
  Exec { timeout => 30, noop => false }
  User <| title == 'n1' |>
  package { 'c1-pkg1': tag => ['beta', 'alpha'], * => { 'noop' => false } }
}

