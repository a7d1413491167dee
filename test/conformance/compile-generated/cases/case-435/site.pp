define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'alpha' }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
) {
  tag 'web'
  Package <| title == 'n1' |> { tag +> 'db' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
  Boolean $p3 = false,
) {
  d1 { 'c2-d1-n1': extra => 7 }
}
class c3 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['x'],
  Boolean $p3 = true,
) {
  contain c2
  if defined(Class['c1']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
d1 { 'd1-n1': extra => 'v2' }
tag 'web'
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
