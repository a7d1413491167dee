define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => $level }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Array[String] $p2 = ['x'],
  Boolean $p3 = true,
) {
  tag 'db'
  service { 'c1-svc1': loglevel => 'info', tag => ['alpha', 'beta'] }
}
class c2 {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: level => 7 }
}
$v8 = [1, 2]
d1 { 'd1-n1': }
$v10 = { 'k' => 'v' }
