define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra, tag => 'beta' }
}
class c1 (
  Optional[String] $p1 = undef,
  Integer $p2 = 1,
) {
  tag 'gamma'
  file { '/tmp/c1-f1': tag => 'db', noop => true }
}
Exec <| message == 42 or message == 'world' |>
Notify { tag => 'gamma' }
File <| tag == 'gamma' |>
include c1
service { 'svc1': hasrestart => true, noop => true }
$v13 = [1, 2]
include nosuch
