define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
  Notify { noop => true }
}
class c1 {
  Exec <| tag == 'gamma' or ensure == 'directory' |>
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
  Boolean $p3 = false,
) {
  service { 'c2-svc1': hasrestart => false, tag => 'db' }
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  Exec <| message == 'hello' |> { noop => false }
  d1 { ['c2-d1-n1', 'c2-d1-n2']: }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
) {
  File { mode => '0644' }
}
Notify <| ensure == 'present' |> { tag => ['db', 'alpha'] }
d1 { 'd1-n1': msg => 'v2' }
service { 'svc1': before => Notify['d1-n1-d11'], * => {  } }
Notify { withpath => true }
@exec { 'run1': command => '/bin/true', timeout => '300' }
Service['svc1'] { noop => false }
Service['svc1'] { tag => ['gamma', 'alpha'] }
