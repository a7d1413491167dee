define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
}
class c1 (
  Boolean $p1 = true,
  Integer $p2 = 1,
) {
  Package <|  |> { noop => true }
  Service { tag => ['beta', 'gamma'] }
  file { '/tmp/c1-f1': ensure => 'file' }
}
class c2 (
  Integer $p1 = 8080,
  Optional[String] $p2 = 'o',
) {
  d2 { ['c2-d2-n1', 'c2-d2-n2']: }
  if defined(Notify['c2-d2-n2-d21']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  if defined('c1') {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }

