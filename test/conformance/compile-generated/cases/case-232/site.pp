define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 'x y',
) {
  exec { 'c1-run1': timeout => 1001, loglevel => 'info' }
  exec {
    default: command => '/usr/bin/env echo hi', timeout => 1001, tag => 'web';
    'c1-run2': command => '/usr/bin/env echo hi', tag => ['beta', 'web'];
    'c1-run3': command => 'touch /tmp/x', timeout => 30, noop => false;
    'c1-run4': command => '/usr/bin/env echo hi', loglevel => 'warning';
  }
  file {
    default: tag => 'beta';
    '/tmp/c1-f1': loglevel => 'warning';
  }
}
class c2 inherits c1 {
  package { 'c2-pkg1': ensure => 'latest', * => { 'noop' => true } }
  notify { 'c2-n1': loglevel => 'warning', withpath => false, message => 'multi
  line' }
  tag 'gamma'
  exec { 'c2-run1': timeout => 1001, * => {  } }
}
class c3 {
  exec { 'c3-run1': command => 'touch /tmp/x', tag => 'gamma' }
}

