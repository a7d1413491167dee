define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 80,
  Boolean $p2 = false,
  Enum['a', 'b'] $p3 = 'b',
) {
  @service { 'c1-svc1': tag => 'db' }
}
Package <| ensure == 'directory' and message == 42 |>
service { 'svc1': hasrestart => false }
Service['svc1'] { tag +> ['beta', 'db'] }
@file { '/tmp/f1': tag => ['beta', 'beta'] }
service { 'svc2': require => Service['svc1'], enable => true }
$v13 = { 'k' => 'v' }
@service { 'svc3': enable => true, hasrestart => true, subscribe => Service['svc1'] }
