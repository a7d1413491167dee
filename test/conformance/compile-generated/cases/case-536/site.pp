define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
class c1 (
  Boolean $p1 = true,
  Boolean $p2 = true,
  String $p3 = 's',
) {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  String $p1 = 'abc',
) {
  notify { 'c2-n1': withpath => true }
}
class c3 (
  Array[String] $p1 = ['x'],
  Integer $p2 = 8080,
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  notify { 'c3-n1': noop => true, withpath => false, loglevel => 'info' }
  File <|  |>
}
@package { 'pkg1': tag => 'gamma', loglevel => 'info' }
