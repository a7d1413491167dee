define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 {
  notify { 'c1-n1': message => "tab\there" }
  service {
    default: enable => false;
    'c1-svc1': ensure => 'running';
  }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'gamma'
}
class c2 (
  Optional[String] $p1 = undef,
) {
  file { '/tmp/c2-f1': tag => ['beta', 'db'] }
}
class c3 (
  Boolean $p1 = true,
  Integer $p2 = 1,
  Boolean $p3 = false,
) {
  d2 { 'c3-d2-n1': }
  include c2
}

