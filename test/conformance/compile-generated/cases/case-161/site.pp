define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'gamma' }
  notify { "${title}-d21": message => $msg }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  Exec { noop => true }
  Notify <| tag == 'gamma' |>
  Exec <| (ensure == 'running' or tag != 'gamma') and tag != 'alpha' |>
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 80,
  Array[String] $p3 = [],
) {
  exec { 'c2-run1': command => 'touch /tmp/x', * => { 'timeout' => '300' } }
  package { 'c2-pkg1': ensure => 'absent', tag => 'db' }
  package { 'c2-pkg2': noop => false }
}
class c3 inherits c2 {
  Package['c2-pkg2'] { tag => 'beta' }
  contain c1
}

