define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'web' }
}
class c1 (
  Integer $p1 = 80,
  String $p2 = 'abc',
  Optional[String] $p3 = 'o',
) {
  Exec { timeout => 1001, tag => ['alpha', 'web'] }
}
class c2 {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: }
}
tag 'web'
