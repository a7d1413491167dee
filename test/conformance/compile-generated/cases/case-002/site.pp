define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 {
  tag 'gamma'
  tag 'alpha'
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = ['x'],
) {
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  @package { 'c2-pkg1': tag => ['gamma', 'beta'], * => { 'loglevel' => 'info' } }
  package { 'c2-pkg2': loglevel => 'warning' }
}
stage { 'pre': before => Stage['main'] }

