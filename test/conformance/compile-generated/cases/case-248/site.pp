define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 's',
) {
  Service { tag => ['alpha', 'web'] }
}
class c2 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 1,
) inherits c1 {
  file { '/tmp/c2-f1': tag => ['gamma', 'db'], owner => 'root', content => "line\n" }
  notify { 'c2-n1': message => 3.5 }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  String $p1 = 'abc',
  Enum['a', 'b'] $p2 = 'b',
) {
  @notify { ['c3-n1', 'c3-n2', 'c3-n3']: tag => 'db' }
  Package { noop => true }
  Notify <|  |>
}
Notify <| ensure == 'present' |> { tag => 'beta' }
include c2
tag 'db'
$v16 = [1, 2]
notify { 'n1': subscribe => File['/tmp/c2-f1'], tag => ['gamma', 'gamma'], require => Class['c1'] }
Notify['n1'] { withpath => false }
$v19 = { 'k' => 'v' }
Notify['c2-n1'] <~ [Notify['c2-n1']] -> Service <| title == '/tmp/c2-f1' |>
file { '/tmp/f1': before => Class['c2'], * => {  } }
