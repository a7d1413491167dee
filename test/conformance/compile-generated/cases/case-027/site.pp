class c1 (
  Optional[String] $p1 = 'o',
) {
  @notify {
    default: message => ['a', 'b'], withpath => true;
    'c1-n1': loglevel => 'warning', tag => 'gamma';
  }
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { 'c1-n2': message => undef }
}
class c2 {
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: enable => true }
  notify { 'c2-n1': noop => false, message => ['a', 'b'] }
  if tagged('web') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }
User { uid => 1001, tag => 'web' }
$v12 = [1, 2]
tag 'gamma'
Service { loglevel => 'warning' }
user { 'user1': shell => '/bin/sh', * => {  } }
@@package { ['pkg1', 'pkg2']: noop => false }
@notify { 'n1': loglevel => 'warning' }
user { 'user2': uid => 30, * => { 'noop' => true } }
File <| title == 'user1' |> <~ [User['user2']] -> Notify <| ensure == 'present' |>
$v20 = 'val'
User['user1'] <~ User['user1']
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User['user1'] { require +> User['user2'] }
notify { 'n2': loglevel => 'info', subscribe => User['user2'] }
service { 'svc1': noop => false, tag => ['gamma', 'web'] }
include c2
Service['c2-svc3'] <~ Service <| tag == 'gamma' |> <~ User['user1']
$v29 = { 'k' => 'v' }
