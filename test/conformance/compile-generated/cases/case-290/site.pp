define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $extra, tag => 'beta' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
}
Notify <|  |>
d1 { 'd1-n1': }
Package { notify => Notify['d1-n1-d12'] }
$v9 = { 'k' => 'v' }
d1 { ['d1-n2', 'd1-n3']: }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <| message == 'x y' |>
service { 'svc1': before => Notify['d1-n2-d11'] }
User { notify => Service['svc1'], uid => 30 }
