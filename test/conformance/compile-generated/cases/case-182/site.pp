define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level }
}
class c1 (
  String $p1 = 'abc',
  Array[String] $p2 = ['a', 'b'],
) {
  file { '/tmp/c1-f1': loglevel => 'warning' }
  package { 'c1-pkg1': ensure => 'installed' }
  package { 'c1-pkg2': tag => 'alpha', loglevel => 'warning' }
  tag 'beta'
}
class c2 inherits c1 {
  Package['c1-pkg2'] { tag +> 'gamma' }
  if defined('$x') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  Exec <| ensure == 'directory' or tag != 'gamma' |>
  service { 'c2-svc1': ensure => 'stopped', hasrestart => true }
  if defined(Class['c1']) {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
) {
  file { '/tmp/c3-f1': tag => 'beta' }
  User { managehome => false }
  if defined('$title') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}

