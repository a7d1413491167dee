define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, tag => 'web', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'web' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Optional[String] $p2 = undef,
  Array[String] $p3 = [],
) {
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { 'c1-n1': loglevel => 'warning', noop => false }
  notify { ['c1-n2', 'c1-n3', 'c1-n4']: message => 'hello', loglevel => 'info' }
}
class c2 {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: }
  tag 'gamma'
  notify { 'c2-n1': loglevel => 'info', message => 'hello' }
}
class c3 {
  File <| message == 'world' |>
  file { '/tmp/c3-f1': tag => ['beta', 'web'], * => {  } }
  Exec <| title == 'n1' |>
}

