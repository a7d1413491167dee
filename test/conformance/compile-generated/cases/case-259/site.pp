class c1 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = ['a', 'b'],
  Array[String] $p3 = ['x'],
) {
  exec { 'c1-run1': tag => 'db' }
  tag 'beta'
}
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { ['n1', 'n2']: tag => ['web', 'gamma'], withpath => true }
notify { 'n3': message => 'world', tag => 'web' }
user { 'user1': groups => [], ensure => 'present', tag => ['alpha', 'gamma'] }
notify { 'n4': message => 3.5, * => {  } }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: ensure => 'file', noop => false }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
$v12 = 'val'
tag 'web'
File['/tmp/f2'] { require +> Notify['n3'] }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
Notify['n2'] { noop => true }
service { ['svc1', 'svc2', 'svc3']: require => Notify['n3'], tag => ['gamma', 'db'] }
Notify['n3'] ~> Service['svc3'] -> File <| title == '/tmp/f3' |>
