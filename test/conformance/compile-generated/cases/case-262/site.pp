define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'db' }
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 {
  exec {
    default: command => '/usr/bin/env echo hi', tag => ['gamma', 'web'];
    'c1-run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
    'c1-run2': command => '/bin/true', path => ['/bin', '/usr/bin'], timeout => 1001;
    'c1-run3': command => '/usr/bin/env echo hi', tag => ['gamma', 'web'];
  }
}
class c2 (
  Boolean $p1 = false,
) inherits c1 {
  Exec['c1-run1'] { noop => 'alpha' }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  d1 { 'c2-d1-n1': }
  notify {
    default: message => undef;
    'c2-n1': loglevel => 'warning', withpath => true;
    'c2-n2': require => Notify['c2-d1-n1-d11'], subscribe => Notify['c2-d1-n1-d11'];
  }
  tag 'db'
}
d2 { 'd2-n1': }
@notify { ['n1', 'n2']: subscribe => [Notify['d2-n1-in-d11']], loglevel => 'warning' }
