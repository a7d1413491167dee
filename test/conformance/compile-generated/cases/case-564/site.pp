define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $extra, tag => 'beta' }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 {
  tag 'beta'
}
class c2 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'gamma'
  d1 { 'c2-d1-n1': }
  file { '/tmp/c2-f1': loglevel => 'warning', tag => ['alpha', 'alpha'] }
  notify {
    default: subscribe => Notify['c2-d1-n1-d11'];
    'c2-n1': noop => true, message => undef;
  }
}
class c3 {
  tag 'gamma'
  tag 'db'
  exec { 'c3-run1': command => '/usr/bin/env echo hi', tag => 'gamma' }
}
Package { tag => ['db', 'alpha'], noop => false }
Notify <| message == 42 and ensure == 'present' |>
notify { 'n1': loglevel => 'info', tag => ['db', 'beta'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
