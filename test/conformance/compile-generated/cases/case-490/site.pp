class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = [],
) {
  exec { 'c1-run1': noop => false, path => ['/bin', '/usr/bin'], command => 'touch /tmp/x' }
  notify { 'c1-n1': message => "${p1} says hi", loglevel => 'warning', tag => 'beta' }
  tag 'db'
}
class c2 (
  Boolean $p1 = true,
  Variant[Integer, String] $p2 = 'one',
  String $p3 = 's',
) inherits c1 {
  Exec['c1-run1'] { tag +> 'alpha' }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  notify { 'c2-n1': loglevel => 'info' }
  user { 'c2-user1': tag => ['beta', 'web'] }
}
Package <| tag != 'gamma' |>
notify { 'n1': tag => 'alpha', message => true }
Notify['n1'] { before => Notify['n1'] }
service { 'svc1': hasrestart => false, tag => ['web', 'alpha'] }
user { 'user1': ensure => 'absent' }
User { uid => '300', notify => Service['svc1'] }
Notify['n1'] { withpath => false }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
