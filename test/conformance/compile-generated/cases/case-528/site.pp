define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title, tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  d1 { 'c1-d1-n1': }
  tag 'web'
}
class c2 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'a',
  Optional[String] $p3 = undef,
) inherits c1 {
  Notify['c1-d1-n1-d11'] { tag +> 'db' }
  tag 'beta'
  tag 'alpha'
}
file {
  default: loglevel => 'info', noop => false;
  '/tmp/f1': tag => 'gamma';
}
Exec <| ensure == 'directory' |>
user { ['user1', 'user2', 'user3']: tag => 'db' }
File <|  |>
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
notify { ['n1', 'n2']: tag => 'beta' }
d1 { ['d1-n3', 'd1-n4']: level => 'v1' }
exec { 'run1': tag => 'db' }
@d1 { 'd1-n5': level => 7 }
@d1 { ['d1-n6', 'd1-n7']: level => 'v2' }
D1 <|  |>
D1 <| ensure == 'directory' |>
