define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'alpha' }
}
class c1 {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
include c1
@notify { 'n1': loglevel => 'info', tag => 'web' }
Notify <| title == 'n1' |>
Service { noop => false, hasrestart => false }
d1 { 'd1-n1': }
contain c1
Notify <| tag == 'db' or tag == 'beta' |> { tag => 'alpha' }
d1 { 'd1-n2': level => 7 }
notify { 'n2': before => [Notify['d1-n1-d11']] }
d1 { 'd1-n3': level => 'v1' }
user { ['user1', 'user2']: managehome => true, loglevel => 'warning' }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n3': require => Notify['n2'], message => ['a', 'b'], loglevel => 'info' }
file { '/tmp/f1': content => "${module_name}", tag => ['gamma', 'web'] }
notify { 'n4': require => [User['user1']], subscribe => Notify['d1-n2-d11'] }
Notify <| message == 'world' and title == 'n2' |> { message => 'x y' }
tag 'beta'
notify { 'n5': before => [Notify['d1-n1-d11']], tag => 'db', notify => [Notify['d1-n1-d11']] }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { ['n6', 'n7']: withpath => false, message => 'x y' }
User['user1'] -> Notify['n5'] <~ Service <| ensure == 'present' |>
