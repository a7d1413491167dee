define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
  File { noop => true }
}
class c1 (
  Integer $p1 = 80,
  Integer $p2 = 8080,
) {
  user { 'c1-user1': uid => 30 }
  @notify { 'c1-n1': tag => 'alpha', * => { 'message' => "${p1} says hi" } }
  notify { 'c1-n2': noop => true, tag => 'gamma', message => 'x y' }
  Notify { tag => 'db' }
}
class c2 (
  String $p1 = 's',
  Boolean $p2 = true,
) {
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  package { ['c2-pkg1', 'c2-pkg2', 'c2-pkg3']: tag => ['web', 'web'] }
}
package { 'pkg1': noop => true, * => {  } }
d1 { 'd1-n1': msg => 'v1' }
notify { 'n1': noop => true, message => ['a', 'b'], loglevel => 'info' }
Notify { message => 42 }
notify { ['n2', 'n3', 'n4']: before => Notify['d1-n1-d11'] }
Service <| tag != 'beta' |> <- Notify['n1']
notify { 'n5': tag => 'alpha', * => { 'loglevel' => 'info' } }
d1 { 'd1-n2': extra => 'v2', msg => 'v2' }
user { 'user1': tag => ['db', 'gamma'] }
service { 'svc1': loglevel => 'warning' }
service { 'svc2': tag => ['beta', 'db'], require => [User['user1']] }
user { 'user2': groups => 'users' }
d1 { 'd1-n3': extra => 'v2' }
notify { 'n6': message => "${module_name} says hi", withpath => false }
$v26 = [1, 2]
$v27 = [1, 2]
package { 'pkg2': notify => [Notify['n4']], require => [User['user2']] }
$v29 = 'val'
Notify { withpath => false }
class { 'c1': }
$v32 = 'val'
@service { 'svc3': ensure => 'stopped' }
File <| tag == 'alpha' |>
