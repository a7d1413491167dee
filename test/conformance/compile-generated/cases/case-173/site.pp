define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'db' }
  File { noop => true }
}
class c1 (
  Boolean $p1 = true,
  Integer $p2 = 8080,
  Boolean $p3 = false,
) {
  @exec {
    default: path => ['/bin', '/usr/bin'], tag => ['db', 'alpha'];
    'c1-run1': command => '/usr/bin/env echo hi', tag => 'gamma', loglevel => 'warning';
    'c1-run2': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
    'c1-run3': command => '/usr/bin/env echo hi', refreshonly => true;
  }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => ['gamma', 'beta'] }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Integer $p2 = 8080,
) inherits c1 {
  Exec <| message == 'hello' |>
  include c1
  exec { 'c2-run1': path => ['/bin', '/usr/bin'], loglevel => 'warning', tag => 'gamma' }
}
class c3 {
  require c1
  d1 { 'c3-d1-n1': msg => 7 }
  Exec { path => ['/bin', '/usr/bin'], noop => true }
  notify {
    default: noop => true, tag => 'web';
    'c3-n1': noop => false, notify => Notify['c3-d1-n1-d11'];
  }
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { 'bad': bogus => 1 }
