tag 'alpha'
@notify { 'n1': message => 'world', noop => true }
notify { 'n2': loglevel => 'info' }
Notify['n2'] { noop => false }
file { '/tmp/f1': ensure => 'file', content => "line\n" }
Notify { tag => 'web', withpath => true }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n3': subscribe => File['/tmp/f1'], * => { 'noop' => true } }
user { 'user1': uid => '300', loglevel => 'warning', groups => ['adm', 'sudo'] }
Notify <|  |> { message => 'hello' }
File['/tmp/f1'] ~> Notify <| tag == 'db' |> -> Service <| tag == 'db' |>
realize([Notify['n3'], Notify['n1']])
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
