define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
  File { noop => true }
}
class c1 {
  exec { 'c1-run1': command => '/bin/true', * => { 'timeout' => 1001, 'noop' => true } }
  tag 'web'
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 {
  @notify { 'c2-n1': loglevel => 'info', tag => 'db' }
  user { 'c2-user1': managehome => false, * => { 'tag' => ['db', 'gamma'] } }
}
class c3 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'b',
) {
  Notify { message => "${p2} says hi" }
}
Notify { noop => false }
notify { 'n1': tag => 'beta' }
notify { 'n2': before => Notify['n1'], notify => Notify['n1'] }
Notify { tag => 'beta' }
file { ['/tmp/f1', '/tmp/f2']: require => Notify['n2'] }
tag 'beta'
notify { 'n3': message => 'world', notify => Notify['n2'] }
user { 'user1': loglevel => 'warning', before => Notify['n1'], tag => ['web', 'db'] }
$v21 = [1, 2]
