define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
  Notify { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = [],
) {
  tag 'beta'
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: ensure => 'stopped', loglevel => 'info' }
}
class c2 (
  Integer $p1 = 1,
) {
  contain c1
  package { 'c2-pkg1': loglevel => 'info', * => {  } }
  user { 'c2-user1': tag => ['alpha', 'alpha'] }
}

