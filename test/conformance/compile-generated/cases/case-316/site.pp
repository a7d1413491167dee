define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  Notify { noop => true }
}
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { ['d1-n1', 'd1-n2']: }
Notify <| ensure == 'running' |>
notify { 'n1': withpath => true, message => 3.5 }
