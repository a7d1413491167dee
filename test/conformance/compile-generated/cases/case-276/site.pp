@user { 'user1': groups => [], shell => '/bin/sh', uid => 30 }
Notify <| message == 'hello' |> <~ Notify <| tag != 'db' |>
tag 'web'
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', noop => false }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
