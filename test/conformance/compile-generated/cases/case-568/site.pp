define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  String $p2 = 's',
  String $p3 = 's',
) {
  tag 'gamma'
  notify { 'c1-n1': tag => ['alpha', 'db'] }
}
exec { 'run1': command => '/usr/bin/env echo hi', refreshonly => true }
user { ['user1', 'user2']: require => Exec['run1'], managehome => false }
Exec['run1'] { require +> User['user2'] }
realize(Service['nosvc'])
