class c1 {
  Service <| message == 'x y' and title == 'n1' |> { tag => 'gamma' }
  Notify { tag => ['gamma', 'beta'] }
}
class c2 (
  Integer $p1 = 8080,
  Enum['a', 'b'] $p2 = 'b',
  Enum['a', 'b'] $p3 = 'a',
) inherits c1 {
  tag 'gamma'
  if defined('$p1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
notify {
  default: tag => 'beta', message => 42;
  'n1': withpath => true;
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
