class c1 {
  Notify { withpath => false, noop => true }
  Service <|  |>
}
class c2 (
  Boolean $p1 = true,
) {
  notify {
    default: message => "${p1} says hi";
    'c2-n1': loglevel => 'warning';
    'c2-n2': withpath => false, message => '';
  }
}
class c3 inherits c1 {
  user { ['c3-user1', 'c3-user2', 'c3-user3']: noop => false }
  require c2
}
include c3
if defined(User['c3-user2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => '/usr/bin/env echo hi', tag => ['alpha', 'db'], noop => false }
notify { 'n1': noop => false }
package { 'pkg1': notify => User['c3-user3'], * => {  } }
notify { 'n2': message => "${facts[hostname]} says hi", noop => true }
if defined('c3') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
User['c3-user3'] -> User['c3-user2'] -> [Notify['c2-n2']]
$v18 = 'val'
Package <| tag != 'db' |> { noop => false }
include c3
exec { 'run2': command => '/usr/bin/env echo hi', before => Notify['n2'] }
notify { ['n3', 'n4', 'n5']: subscribe => User['c3-user3'], tag => ['gamma', 'beta'] }
Exec { timeout => '300' }
$v24 = [1, 2]
notify { 'n6': message => 42 }
