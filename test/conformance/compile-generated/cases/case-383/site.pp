define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = false,
) {
  package { 'c1-pkg1': noop => false, tag => 'gamma' }
  file { '/tmp/c1-f1': noop => true, tag => 'db' }
  user { 'c1-user1': uid => 30, groups => 'users', tag => ['alpha', 'beta'] }
  Notify { message => true, withpath => true }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = 'o',
) {
  notify { 'c2-n1': tag => 'gamma', message => 'world', withpath => true }
  contain c1
  notify { 'c2-n2': tag => 'gamma' }
  service { 'c2-svc1': tag => ['alpha', 'gamma'], * => {  } }
}
notify { 'n1': noop => true, message => "${trusted[certname]} says hi" }
notify { ['n2', 'n3', 'n4']: before => Notify['n1'], message => true }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n5': message => 42, * => {  } }
Notify <| title == 'n5' or ensure == 'directory' |>
Service <| tag != 'alpha' |>
tag 'gamma'
