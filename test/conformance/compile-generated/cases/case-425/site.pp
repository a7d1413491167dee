define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", tag => 'beta' }
  notify { "${title}-d21": message => $extra, tag => 'alpha' }
  Notify { noop => true }
}
class c1 {
  user { ['c1-user1', 'c1-user2']: shell => '/bin/bash', uid => 30 }
  Package <|  |> { require +> Notify['ghost'] }
  tag 'gamma'
}
class c2 (
  String $p1 = 's',
  Array[String] $p2 = [],
) {
  exec { 'c2-run1': command => '/usr/bin/env echo hi', refreshonly => false, noop => true, timeout => 1001 }
}
class c3 (
  Optional[String] $p1 = 'o',
  String $p2 = 'abc',
  Array[String] $p3 = ['a', 'b'],
) {
  File { ensure => 'present', content => "line\n" }
  user { 'c3-user1': tag => 'gamma', * => { 'loglevel' => 'info' } }
  exec {
    default: command => 'touch /tmp/x';
    'c3-run1': command => '/bin/true', loglevel => 'warning';
    'c3-run2': refreshonly => false, command => 'touch /tmp/x';
  }
  tag 'beta'
}

