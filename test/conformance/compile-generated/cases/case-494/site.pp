define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  user { 'c1-user1': ensure => 'absent' }
  notify { 'c1-n1': message => 'hello', tag => 'db' }
  User { shell => '/bin/sh' }
  package { 'c1-pkg1': tag => ['db', 'alpha'] }
}

