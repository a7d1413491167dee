define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
  File { noop => true }
}
class c1 {
  @service { 'c1-svc1': ensure => 'running', noop => true }
}
class c2 (
  Boolean $p1 = false,
  Integer $p2 = 1,
) {
  @exec { ['c2-run1', 'c2-run2']: command => 'touch /tmp/x', tag => 'gamma' }
}
class c3 (
  Integer $p1 = 80,
) {
  if defined('c2') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  @package { 'c3-pkg1': noop => false, * => {  } }
  notify { 'c3-n1': message => true, tag => 'alpha' }
}
notify { ['n1', 'n2', 'n3']: tag => 'gamma' }
Notify <| tag != 'web' |>
@exec { 'run1': loglevel => 'warning', tag => 'alpha' }
class { 'c1': }
tag 'db'
Notify['n3'] <- Service <| tag != 'beta' |> <~ File <| message == 'world' and tag == 'web' |>
