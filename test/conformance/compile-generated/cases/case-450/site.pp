define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: message => 'hello' }
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  user { 'c1-user1': shell => '/bin/bash', groups => ['adm', 'sudo'] }
  user { 'c1-user2': loglevel => 'warning' }
}
class c2 {
  require c1
  Notify { withpath => false, tag => 'db' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
) {
  tag 'gamma'
  tag 'web'
}
$v14 = { 'k' => 'v' }
exec { 'run1': timeout => '300', * => {  } }
@exec {
  default: loglevel => 'warning', notify => Exec['run1'];
  'run2': refreshonly => false, tag => ['gamma', 'alpha'];
  'run3': command => '/bin/true', tag => 'gamma', subscribe => Exec['run1'];
}
user { 'user1': require => Exec['run1'], shell => '/bin/sh' }
d1 { 'd1-n1': msg => 7 }
Exec <| title == 'd1-n1-d11' |> { tag => ['alpha', 'gamma'] }
include c1
if defined(Class['c3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
