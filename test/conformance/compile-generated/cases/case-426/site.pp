define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Integer $p1 = 80,
) {
  tag 'gamma'
  notify { 'c1-n1': noop => true, loglevel => 'warning' }
  service {
    default: hasrestart => true, tag => ['alpha', 'beta'];
    'c1-svc1': noop => true, hasrestart => false;
  }
  Exec <| (tag != 'db' and title == 'n1') and tag == 'web' |>
}
class c2 (
  Optional[String] $p1 = undef,
) {
  exec { 'c2-run1': command => 'touch /tmp/x', timeout => '300', loglevel => 'warning' }
  package { 'c2-pkg1': noop => false, tag => ['db', 'gamma'] }
}
class c3 (
  String $p1 = 'x y',
  Array[String] $p2 = ['a', 'b'],
) inherits c1 {
  Service['c1-svc1'] { noop => ['beta', 'web'] }
  user { ['c3-user1', 'c3-user2']: managehome => false, uid => '300' }
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  notify { 'c3-n1': message => "${p1} says hi", withpath => true }
}

