define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
class c1 (
  Integer $p1 = 8080,
) {
  Notify { withpath => true }
  exec { 'c1-run1': tag => 'web', * => {  } }
  Service { noop => false }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: level => 7 }
}
@notify { ['n1', 'n2']: message => 42 }
notify { 'n3': message => 'hello' }
Notify { withpath => true, message => "tab\there" }
