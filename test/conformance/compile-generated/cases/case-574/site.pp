define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Array[String] $p1 = [],
) {
  file { '/tmp/c1-f1': owner => 'www-data', content => 'c' }
  file { ['/tmp/c1-f2', '/tmp/c1-f3']: tag => ['alpha', 'gamma'] }
  tag 'beta'
  notify { 'c1-n1': message => ['a', 'b'] }
}
stage { 'pre': before => Stage['main'] }
Notify { message => "tab\there" }
tag 'beta'
User <|  |>
$v14 = [1, 2]
Service { enable => true, tag => 'web' }
Package <| tag != 'db' |>
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d2 { ['d2-n1', 'd2-n2']: msg => 'v1' }
d2 { 'd2-n3': msg => 'v1' }
contain c1
