define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, tag => 'db', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  Integer $p1 = 1,
  Boolean $p2 = false,
  Integer $p3 = 80,
) {
  notify { 'c1-n1': loglevel => 'info' }
}
class c2 (
  Integer $p1 = 8080,
) inherits c1 {
  Notify['c1-n1'] { message +> 'web' }
  Notify { tag => 'web', noop => true }
}
tag 'gamma'
notify { ['n1', 'n2']: message => "${trusted[certname]} says hi" }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('c2') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@notify { ['n3', 'n4', 'n5']: before => Notify['n2'], message => 'hello' }
Notify['n1'] -> Notify['n1'] ~> [Notify['n1']]
