define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
User { tag => ['alpha', 'web'] }
Service { noop => true, loglevel => 'warning' }
d1 { 'd1-n1': }
d1 { ['d1-n2', 'd1-n3']: }
Service <| message == 'hello' |>
d1 { 'd1-n4': msg => 7 }
user { ['user1', 'user2', 'user3']: before => [Notify['d1-n1-d11']], noop => false }
User['user3'] { tag +> 'db' }
d1 { ['d1-n5', 'd1-n6']: }
service { 'svc1': enable => true, ensure => 'running' }
Service { hasrestart => false }
tag 'beta'
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
