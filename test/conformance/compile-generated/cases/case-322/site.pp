define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v5 = 'val'
user { ['user1', 'user2']: groups => [], uid => '300' }
Exec <| message == 'x y' and ensure == 'running' |> { tag => 'web' }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
