define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, tag => 'alpha', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 {
  service { 'c1-svc1': hasrestart => false, * => {  } }
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  String $p1 = 's',
) {
  package { ['c2-pkg1', 'c2-pkg2', 'c2-pkg3']: loglevel => 'warning' }
}
class c3 (
  String $p1 = 's',
  Optional[String] $p2 = undef,
  Optional[String] $p3 = 'o',
) {
  exec { 'c3-run1': loglevel => 'info', refreshonly => false }
  package { 'c3-pkg1': tag => 'db', * => {  } }
}
file { '/tmp/f1': tag => ['web', 'alpha'] }
User { require => File['/tmp/f1'] }
