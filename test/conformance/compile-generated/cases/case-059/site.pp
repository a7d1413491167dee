define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = false,
) {
  @service { 'c1-svc1': hasrestart => false, * => { 'noop' => false } }
  Package { loglevel => 'info', tag => ['db', 'alpha'] }
  @exec { ['c1-run1', 'c1-run2', 'c1-run3']: tag => ['db', 'beta'], timeout => '300' }
  notify { ['c1-n1', 'c1-n2']: tag => 'web', withpath => false }
}
class c2 {
  include c1
  exec { 'c2-run1': loglevel => 'warning' }
  exec { 'c2-run2': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'] }
  @user { 'c2-user1': ensure => 'present' }
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
) {
  notify {
    default: message => undef;
    'c3-n1': loglevel => 'warning', message => "${p1} says hi";
    'c3-n2': noop => false, message => 'multi
  line';
    'c3-n3': message => "${p1} says hi", tag => ['beta', 'web'];
  }
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}

