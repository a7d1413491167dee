define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'alpha' }
  d1 { "${name}-in": }
}
file { '/tmp/f1': tag => 'gamma', ensure => 'file' }
tag 'beta'
File['/tmp/f1'] { require +> File['/tmp/f1'] }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
d1 { 'd1-n1': }
d2 { 'd2-n1': level => 'v1' }
$v14 = { 'k' => 'v' }
User { before => [Notify['d1-n1-d11'], Notify['d2-n1-d21']], require => Notify['d2-n1-in-d11'] }
$v16 = { 'k' => 'v' }
tag 'gamma'
Service { before => Notify['d1-n1-d11'], loglevel => 'warning' }
Package { tag => 'web' }
@d1 { 'd1-n2': }
Notify['d1-n1-d11'] -> Service <| ensure == 'directory' |> <~ [Notify['d2-n1-in-d11'], Notify['d2-n1-d21']]
notify { 'n1': tag => 'gamma', require => File['/tmp/f1'] }
realize(D1['d1-n2'])
[Notify['n1']] <- [Notify['d2-n1-in-d11'], Notify['d1-n1-d11'], File['/tmp/f1']]
Notify { message => 'hello', notify => Notify['n1'] }
d1 { ['d1-n3', 'd1-n4']: }
File <|  |> <- Notify['d2-n1-in-d11'] <- [Notify['d2-n1-d21']]
notify { ['n2', 'n3', 'n4']: require => Notify['d1-n3-d11'], withpath => false }
Notify['d2-n1-d21'] ~> [Notify['d2-n1-in-d11'], File['/tmp/f1']] <- Notify['n3']
@notify { 'n5': message => "${trusted[certname]} says hi", * => {  } }
file { '/tmp/f2': owner => 'www-data', * => { 'content' => 'data' } }
service { ['svc1', 'svc2']: notify => Notify['n2'] }
service { ['svc3', 'svc4']: enable => false }
d2 { 'd2-n2': level => 7 }
Service['svc4'] <~ Notify['n3']
@@service { 'svc5': loglevel => 'warning', hasrestart => false }
user { 'user1': notify => [Service['svc2']] }
notify { 'n6': notify => [Notify['n3'], Service['svc3']], * => {  } }
