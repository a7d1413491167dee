class c1 (
  String $p1 = 'x y',
  Enum['a', 'b'] $p2 = 'b',
  Boolean $p3 = true,
) {
  tag 'gamma'
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  if defined('notify') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
  Notify <|  |> { message => true }
}
class c2 {
  notify {
    default: loglevel => 'info', withpath => true;
    'c2-n1': tag => ['db', 'gamma'];
    'c2-n2': loglevel => 'warning', message => 3.5;
    'c2-n3': message => ['a', 'b'];
  }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  String $p1 = 'abc',
) {
  user { 'c3-user1': managehome => false }
  File { tag => 'beta' }
}
notify { 'n1': tag => ['web', 'gamma'], * => { 'withpath' => false } }
Notify { tag => ['db', 'gamma'] }
contain c1
Notify <| tag == 'web' |>
tag 'beta'
Notify['n1'] { require => Notify['n1'] }
notify { 'n2': before => Notify['n1'] }
Exec { subscribe => Notify['n1'] }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
