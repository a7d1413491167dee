class c1 (
  Integer $p1 = 80,
  Variant[Integer, String] $p2 = 'one',
) {
  Package { noop => true }
}
class c2 {
  Notify { noop => false }
  Service <| title == 'n1' and message == 'x y' |>
  if tagged('gamma') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  exec { 'c2-run1': refreshonly => true, noop => true, timeout => 30 }
}
class c3 (
  String $p1 = 'x y',
) inherits c2 {
  Exec['c2-run1'] { noop +> 'alpha' }
  package { 'c3-pkg1': tag => 'alpha' }
}

