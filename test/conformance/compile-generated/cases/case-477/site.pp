define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  Integer $p1 = 80,
) {
  tag 'db'
  notify { 'c1-n1': withpath => false, noop => true }
  Notify <| (message == 'x y' and tag == 'web') and tag != 'web' |>
}
class c2 (
  Integer $p1 = 1,
  Array[String] $p2 = [],
) inherits c1 {
  Notify['c1-n1'] { tag => ['gamma', 'beta'] }
  Notify <| title == 'n1' and title == 'n1' |>
}
class c3 (
  Array[String] $p1 = [],
  Optional[String] $p2 = undef,
) {
  notify { 'c3-n1': message => "${p2} says hi" }
  notify { ['c3-n2', 'c3-n3']: loglevel => 'info' }
  File <| title == 'n1' |> { noop => true }
}
Notify['a'] -> Service['nosvc']
