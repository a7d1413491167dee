define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg, tag => 'alpha' }
}
$v5 = 'val'
user { 'user1': noop => true, tag => ['beta', 'gamma'] }
$v7 = 'val'
Notify <| tag == 'alpha' |> { require => User['user1'] }
exec { 'run1': command => '/usr/bin/env echo hi', timeout => 1001, before => User['user1'] }
Exec['run1'] { noop => false }
notify { 'n1': tag => ['web', 'beta'], loglevel => 'info' }
tag 'db'
service { ['svc1', 'svc2', 'svc3']: noop => false }
exec { 'run2': command => '/usr/bin/env echo hi', subscribe => Service['svc3'], require => User['user1'], tag => ['gamma', 'web'] }
service { ['svc4', 'svc5']: require => Service['svc3'], tag => 'beta' }
d1 { ['d1-n1', 'd1-n2']: level => 7 }
File { loglevel => 'info', owner => 'root' }
User['user1'] -> [Service['svc1'], User['user1']]
d2 { 'd2-n1': }
d2 { 'd2-n2': msg => 'v2' }
$v21 = [1, 2]
d1 { 'd1-n3': }
notify { ['n2', 'n3']: before => Notify['d1-n1-d11'] }
tag 'beta'
@package { ['pkg1', 'pkg2']: tag => 'gamma', ensure => 'latest' }
notify { 'n4': loglevel => 'warning', * => { 'require' => Exec['run1'] } }
Package <| (tag != 'db' or message == 'world') and message == 42 |> { tag => ['beta', 'gamma'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v30 = [1, 2]
d1 { 'd1-n4': }
notify { 'n5': noop => true }
Exec['run2'] { before +> Service['svc3'] }
