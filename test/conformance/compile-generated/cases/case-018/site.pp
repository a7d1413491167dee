define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
class c1 (
  String $p1 = 'x y',
) {
  tag 'alpha'
}
class c2 (
  Array[String] $p1 = ['x'],
  Integer $p2 = 80,
) inherits c1 {
  include c1
}
stage { 'pre': before => Stage['main'] }
file { '/tmp/f1': noop => true, * => { 'tag' => 'web' } }
service { 'svc1': enable => false, * => { 'tag' => ['beta', 'alpha'] } }
require c1
