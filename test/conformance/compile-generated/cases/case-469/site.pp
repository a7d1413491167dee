$v0 = { 'k' => 'v' }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File <|  |> { noop => true }
notify { 'n1': noop => false, message => 42 }
tag 'beta'
Notify['n1'] <- Notify['n1'] <~ Notify['n1']
File <| title == 'n1' and ensure == 'directory' |> { noop => true }
Notify['n1'] ~> Notify['n1']
notify { 'n2': loglevel => 'info' }
File { loglevel => 'warning' }
Notify['n1'] { withpath => true }
