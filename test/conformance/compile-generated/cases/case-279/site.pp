class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = false,
) {
  user { 'c1-user1': managehome => true, tag => ['beta', 'gamma'] }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
) {
  tag 'alpha'
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: tag => ['gamma', 'beta'] }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 {
  Service { tag => ['alpha', 'web'] }
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  contain c2
}
@exec { 'run1': command => '/bin/true', refreshonly => false, tag => 'web' }
file { '/tmp/f1': loglevel => 'warning', ensure => 'present' }
File['/tmp/f1'] <~ File['/tmp/f1'] -> File['/tmp/f1']
File['/tmp/f1'] { require +> File['/tmp/f1'] }
File <| title == '/tmp/f1' |> -> File['/tmp/f1'] <- File['/tmp/f1']
tag 'web'
Notify { tag => ['alpha', 'gamma'] }
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec <| title == '/tmp/f1' |>
contain c2
notify { ['n1', 'n2', 'n3']: before => [Notify['c2-n2']] }
notify { 'n4': subscribe => Notify['c2-n1'], message => 'x y' }
include c2
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@user {
  default: before => [Notify['n3']];
  'user1': tag => ['gamma', 'gamma'];
}
exec { ['run2', 'run3', 'run4']: subscribe => Notify['n3'], timeout => '300' }
include c2
