define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $level, tag => 'gamma' }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => $level, tag => 'beta' }
}
class c1 {
  file { '/tmp/c1-f1': content => 'c' }
  notify { 'c1-n1': tag => 'db', withpath => false }
  notify { 'c1-n2': tag => ['db', 'beta'], message => 'world' }
}
class c2 (
  Array[String] $p1 = ['x'],
  String $p2 = 's',
) {
  tag 'alpha'
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  exec { 'c2-run1': timeout => '300', * => {  } }
  Package { ensure => '1.2.3' }
}
class c3 (
  String $p1 = 'abc',
) {
  Notify <| ensure == 'directory' |>
}

