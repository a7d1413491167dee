define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title, tag => 'web' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  User { ensure => 'present' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  @file { '/tmp/c2-f1': owner => 'root' }
  Notify { tag => 'alpha' }
  tag 'alpha'
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
) {
  package { 'c3-pkg1': loglevel => 'info', * => { 'tag' => ['gamma', 'db'] } }
  user { 'c3-user1': tag => ['db', 'gamma'] }
}

