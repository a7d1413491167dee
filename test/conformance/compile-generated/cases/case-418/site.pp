if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { 'user1': groups => [], managehome => true }
tag 'db'
User['user1'] -> Notify <| message == 'hello' or ensure == 'running' |>
File <|  |> { noop => true }
tag 'beta'
notify { 'n1': noop => true, * => { 'message' => "${module_name} says hi" } }
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
