define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $level, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}" }
}
class c1 (
  Boolean $p1 = false,
) {
  tag 'web'
  Notify <|  |>
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { 'c1-n1': withpath => false }
}
class c2 (
  Integer $p1 = 80,
) inherits c1 {
  Notify['c1-n1'] { message +> 'beta' }
  service {
    default: tag => ['gamma', 'alpha'], noop => true;
    'c2-svc1': tag => 'beta', hasrestart => false;
    'c2-svc2': tag => 'db';
    'c2-svc3': ensure => 'stopped', noop => false;
  }
  if defined('$title') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
tag 'gamma'
Package { tag => ['beta', 'alpha'] }
contain c1
File <|  |>
