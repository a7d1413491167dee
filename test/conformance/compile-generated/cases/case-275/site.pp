define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  service { 'c1-svc1': loglevel => 'warning', hasrestart => true, ensure => 'stopped' }
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { ['c1-n1', 'c1-n2']: noop => true, message => "${p1} says hi" }
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => '/bin/true', tag => 'gamma' }
}
class c2 (
  Optional[String] $p1 = undef,
  Boolean $p2 = false,
  Array[String] $p3 = [],
) inherits c1 {
  Exec['c1-run1'] { tag => 'alpha' }
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  tag 'gamma'
  d1 { 'c2-d1-n1': level => 'v1' }
  exec {
    default: command => '/bin/true', refreshonly => false, before => Notify['c2-d1-n1-d11'];
    'c2-run1': command => '/usr/bin/env echo hi', subscribe => Notify['c2-d1-n1-d11'], path => ['/bin', '/usr/bin'];
    'c2-run2': command => 'touch /tmp/x', require => Notify['c2-d1-n1-d11'];
    'c2-run3': loglevel => 'warning', command => '/usr/bin/env echo hi';
  }
}

