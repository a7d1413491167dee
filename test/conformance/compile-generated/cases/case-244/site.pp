define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Integer $p1 = 1,
) {
  Exec { timeout => 1001, refreshonly => true }
  tag 'alpha'
}
tag 'gamma'
require c1
