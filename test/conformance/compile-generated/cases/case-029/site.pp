define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
class c1 {
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  User { groups => ['adm', 'sudo'] }
  notify { 'c1-n1': message => 'hello', tag => 'web' }
  Service { tag => 'beta' }
}
class c2 (
  String $p1 = 'abc',
  Boolean $p2 = true,
) {
  @file { '/tmp/c2-f1': tag => 'db', owner => 'root' }
  exec { 'c2-run1': command => '/bin/true', path => ['/bin', '/usr/bin'], timeout => '300' }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = true,
  Boolean $p3 = true,
) {
  include c1
  service { 'c3-svc1': loglevel => 'warning' }
  notify { 'c3-n1': loglevel => 'info', message => "tab\there" }
}
tag 'web'
