define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  Notify { noop => true }
}
$v5 = [1, 2]
Service { ensure => 'running' }
file { ['/tmp/f1', '/tmp/f2']: owner => 'root' }
@service { 'svc1': tag => ['beta', 'web'], * => {  } }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service { require => [File['/tmp/f2']] }
@user { ['user1', 'user2', 'user3']: loglevel => 'info', tag => ['gamma', 'web'] }
tag 'web'
realize(User['user2'])
realize([User['user2']])
user { ['user4', 'user5', 'user6']: noop => true, ensure => 'absent' }
d1 { 'd1-n1': msg => 'v1' }
