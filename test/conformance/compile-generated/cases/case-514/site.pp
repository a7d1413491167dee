define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma' }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg, tag => 'alpha' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
  Optional[String] $p2 = undef,
) {
  tag 'alpha'
}
class c2 (
  String $p1 = 's',
  Optional[String] $p2 = 'o',
  Array[String] $p3 = [],
) {
  Exec { refreshonly => true }
  user { 'c2-user1': tag => 'web', * => {  } }
  notify { 'c2-n1': tag => ['db', 'gamma'], * => {  } }
}
Notify['a'] -> Class['nosuch']
