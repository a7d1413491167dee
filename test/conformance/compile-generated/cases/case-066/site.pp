define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'b',
  Enum['a', 'b'] $p3 = 'a',
) {
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: hasrestart => true, enable => false }
}
class c2 inherits c1 {
  file { '/tmp/c2-f1': content => 'data' }
  file { '/tmp/c2-f2': ensure => 'absent', * => {  } }
}
class c3 {
  @notify {
    default: tag => 'web';
    'c3-n1': tag => 'beta', message => undef;
  }
  if defined(Class['c2']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  package { ['c3-pkg1', 'c3-pkg2', 'c3-pkg3']: loglevel => 'info', noop => false }
}
stage { 'pre': before => Stage['main'] }

