class c1 (
  Integer $p1 = 80,
) {
  @user { 'c1-user1': groups => 'users', uid => '300' }
  @user { 'c1-user2': managehome => true, tag => 'web' }
  tag 'beta'
  notify { ['c1-n1', 'c1-n2']: message => 'x y', noop => true }
}
class c2 (
  Boolean $p1 = false,
) {
  @notify { 'c2-n1': tag => 'db' }
  notify { 'c2-n2': withpath => true, * => {  } }
  tag 'gamma'
}
Service <| title == 'n1' |> { tag => ['db', 'alpha'] }
notify { 'n1': message => 'x y', withpath => true }
Notify <| tag != 'beta' or tag != 'db' |>
Notify['n1'] -> Notify['n1'] <~ Notify['n1']
notify { 'n2': noop => false, * => {  } }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v16 = [1, 2]
user { 'user1': before => Notify['n1'], tag => 'gamma' }
Package <|  |> { tag +> 'alpha' }
[User['user1'], Notify['n1']] <- User['user1'] <~ User['user1']
$v20 = [1, 2]
file {
  default: require => Notify['n1'], tag => 'gamma';
  '/tmp/f1': tag => ['alpha', 'gamma'];
  '/tmp/f2': noop => false;
}
service { 'svc1': noop => true, * => { 'notify' => Notify['n1'] } }
@@user { 'user2': subscribe => Service['svc1'] }
[Notify['n2'], Service['svc1'], Notify['n1']] <~ Notify['n2']
File['/tmp/f2'] <- Service['svc1']
require c1
Service['svc1'] { before +> [Notify['c1-n1'], Notify['n2']] }
File['/tmp/f1'] { before +> [Service['svc1']] }
service { 'svc2': notify => Notify['c1-n1'], * => {  } }
Service { tag => ['web', 'gamma'], before => Notify['c1-n1'] }
User <<| ensure == 'present' and tag != 'alpha' |>>
package { 'pkg1': tag => ['beta', 'beta'] }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify <| title == 'svc2' |> { require +> File['/tmp/f1'] }
$v36 = { 'k' => 'v' }
