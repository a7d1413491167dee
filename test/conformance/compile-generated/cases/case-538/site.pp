define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'alpha' }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}" }
  notify { "${title}-d21": message => $title }
  Notify { noop => true }
  d1 { "${name}-in": }
}
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': message => 'multi
line' }
tag 'db'
notify { ['n2', 'n3']: message => true, tag => 'gamma' }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@@package { 'pkg1': tag => 'beta', * => {  } }
Notify { noop => true }
notify { 'n4': loglevel => 'info' }
user { 'user1': subscribe => Notify['n1'] }
if tagged('alpha') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
include nosuch
