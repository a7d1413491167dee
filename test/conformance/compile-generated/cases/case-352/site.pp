define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $extra, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title, tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: loglevel => 'info', tag => ['beta', 'beta'] }
  @exec { 'c1-run1': command => 'touch /tmp/x', tag => ['web', 'web'] }
}
class c2 {
  notify { 'c2-n1': loglevel => 'info', * => { 'tag' => 'beta' } }
}
class c3 (
  Integer $p1 = 1,
  Variant[Integer, String] $p2 = 1,
  String $p3 = 's',
) {
  @user { ['c3-user1', 'c3-user2']: managehome => true, tag => 'db' }
}
notify { 'n1': message => 'x y', loglevel => 'warning' }
Service { hasrestart => true, subscribe => Notify['n1'] }
d2 { ['d2-n1', 'd2-n2']: extra => 'v1' }
service { 'svc1': enable => false, tag => ['beta', 'web'] }
