define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}" }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
  Integer $p2 = 1,
) {
  package { 'c1-pkg1': noop => false, tag => 'alpha' }
}

