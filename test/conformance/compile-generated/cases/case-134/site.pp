define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra, tag => 'beta' }
}
class c1 (
  Boolean $p1 = false,
  Boolean $p2 = true,
) {
  exec { 'c1-run1': command => '/usr/bin/env echo hi', * => { 'tag' => ['web', 'beta'], 'noop' => true } }
}
class c2 {
  tag 'gamma'
  file { ['/tmp/c2-f1', '/tmp/c2-f2']: noop => false }
  notify {
    default: noop => false, message => 3.5;
    'c2-n1': message => 'x y';
  }
  File { ensure => 'directory' }
}

