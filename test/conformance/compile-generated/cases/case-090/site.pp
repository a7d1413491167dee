define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $msg }
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 80,
  Boolean $p2 = true,
) {
  service { 'c1-svc1': ensure => 'running', hasrestart => false }
  Notify { tag => ['web', 'db'], message => "${p1} says hi" }
  exec { 'c1-run1': noop => false, refreshonly => true, timeout => 30 }
  tag 'web'
}
class c2 (
  Array[String] $p1 = [],
  Array[String] $p2 = ['x'],
  Integer $p3 = 80,
) {
  package {
    default: ensure => 'absent', noop => true;
    'c2-pkg1': ensure => 'installed';
  }
  notify { 'c2-n1': withpath => false, * => {  } }
  file { '/tmp/c2-f1': tag => ['beta', 'beta'] }
}
class c3 (
  Array[String] $p1 = ['x'],
) {
  exec {
    default: command => '/usr/bin/env echo hi', tag => ['beta', 'db'];
    'c3-run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
    'c3-run2': command => '/bin/true', tag => 'gamma';
    'c3-run3': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
  }
  if defined('$title') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  service {
    default: tag => ['web', 'db'];
    'c3-svc1': tag => ['alpha', 'beta'];
    'c3-svc2': loglevel => 'warning', tag => 'gamma';
    'c3-svc3': enable => true, tag => 'gamma';
  }
}

