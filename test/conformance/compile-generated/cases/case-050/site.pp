define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $msg }
  Notify { noop => true }
}
d1 { 'd1-n1': level => 'v2' }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': withpath => false }
@@notify { ['n2', 'n3']: require => Notify['n1'] }
Notify { tag => 'web' }
tag 'db'
exec { 'run1': require => Notify['n1'], before => Notify['d1-n1-d11'], refreshonly => false }
if defined(Class[main]) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec['run1'] { noop => false }
User { subscribe => Notify['n1'], notify => Exec['run1'] }
d2 { ['d2-n1', 'd2-n2']: level => 'v2' }
if defined(Notify['n1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { 'n4': message => undef }
service { 'svc1': loglevel => 'warning', enable => false, require => Notify['d2-n1-d21'] }
tag 'gamma'
@user {
  default: subscribe => Notify['d1-n1-d11'], require => Notify['d2-n1-d21'];
  'user1': ensure => 'absent';
  'user2': shell => '/bin/sh', noop => false;
}
Notify { message => 'hello', before => Notify['n1'] }
File { content => "line\n", ensure => 'absent' }
$v26 = 'val'
File <| message == 'hello' or ensure == 'running' |> <- Service['svc1']
notify { 'n5': before => Notify['n1'] }
notify { 'n6': tag => 'alpha', require => [Notify['d1-n1-d11']] }
user { 'user3': noop => true, subscribe => Notify['n1'] }
Exec['run1'] { tag +> ['db', 'web'] }
realize(User['user2'])
User <| message == 'world' or title == 'n5' |>
Service { notify => [Notify['n6'], User['user2']] }
Package { notify => User['user3'] }
user { 'user4': shell => '/bin/sh', * => { 'loglevel' => 'warning' } }
