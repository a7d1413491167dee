define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 (
  Integer $p1 = 80,
  Array[String] $p2 = ['x'],
) {
  file { '/tmp/c1-f1': ensure => 'present', owner => 'www-data', content => 'data' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = undef,
) {
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  notify { 'c2-n1': tag => 'gamma' }
}
class c3 (
  Array[String] $p1 = ['x'],
  Integer $p2 = 1,
) {
  tag 'web'
  include c2
  if defined('c2') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  include c1
}
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': loglevel => 'warning' }
Notify <| tag == 'db' and tag == 'gamma' |>
contain c1
File['/tmp/c1-f1'] ~> File['/tmp/c1-f1']
Package['pkg1'] { before +> Package['pkg1'] }
notify { 'n1': noop => true, subscribe => File['/tmp/c1-f1'] }
tag 'gamma'
