define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'gamma' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = 'o',
  Optional[String] $p3 = 'o',
) {
  tag 'gamma'
}
class c2 (
  Boolean $p1 = false,
  Boolean $p2 = false,
) {
  file { '/tmp/c2-f1': owner => 'www-data', loglevel => 'info' }
  @exec { 'c2-run1': command => '/usr/bin/env echo hi', * => { 'timeout' => 1001 } }
}
notify { 'n1': tag => ['alpha', 'alpha'] }
Notify['n1'] { message => undef }
tag 'gamma'
Exec { loglevel => 'warning' }
notify { 'n2': subscribe => Notify['n1'], notify => Notify['n1'], require => Notify['n1'] }
tag 'beta'
