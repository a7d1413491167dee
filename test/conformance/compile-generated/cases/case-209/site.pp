define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
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
$v12 = { 'k' => 'v' }
@service { 'svc3': enable => true, hasrestart => true, subscribe => Service['svc1'] }
file { '/tmp/f2': ensure => 'directory', mode => '0755' }
class { 'c1': p1 => 'eighty' }
