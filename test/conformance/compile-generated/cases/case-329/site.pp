define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, tag => 'gamma' }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 {
  tag 'beta'
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Integer $p2 = 8080,
) {
  @user { 'c2-user1': managehome => false, uid => '300', groups => 'users' }
  d1 { 'c2-d1-n1': msg => 'v2' }
  tag 'alpha'
  notify { 'c2-n1': before => Notify['c2-d1-n1-d11'] }
}
class c3 (
  Boolean $p1 = true,
  String $p2 = 's',
  Optional[String] $p3 = 'o',
) {
  notify { 'c3-n1': tag => ['gamma', 'web'], noop => false }
}

