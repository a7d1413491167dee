define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
d1 { 'd1-n1': }
@notify { 'n1': message => "${module_name} says hi" }
Notify <| ensure == 'directory' |>
exec { 'run1': before => Notify['d1-n1-d11'] }
tag 'db'
Notify['d1-n1-d12'] <- File <| tag == 'web' and ensure == 'present' |> -> Notify['d1-n1-d11']
$v9 = { 'k' => 'v' }
user { 'user1': loglevel => 'info', tag => ['beta', 'web'], noop => false }
@file {
  default: require => Notify['d1-n1-d12'], subscribe => Notify['d1-n1-d12'];
  '/tmp/f1': ensure => 'absent', mode => '0755';
  '/tmp/f2': content => "${module_name}", loglevel => 'warning';
  '/tmp/f3': before => Notify['d1-n1-d11'];
}
user { 'user2': noop => true }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
