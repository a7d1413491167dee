define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 {
  if tagged('beta') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'alpha'
}
stage { 'pre': before => Stage['main'] }
class { 'c1': stage => 'pre' }
Notify <| (ensure == 'running' or tag != 'web') and ensure == 'running' |> { require => Notify['ghost'] }
Service <| message == 42 |>
d1 { 'd1-n1': msg => 'v1' }
Exec { tag => ['alpha', 'beta'] }
if defined(Notify['d1-n1-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
