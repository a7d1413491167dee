define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $msg }
}
notify { 'n1': loglevel => 'info', * => {  } }
exec { ['run1', 'run2']: command => 'touch /tmp/x', subscribe => Notify['n1'], path => ['/bin', '/usr/bin'] }
user { ['user1', 'user2']: tag => ['alpha', 'db'] }
d2 { 'd2-n1': msg => 'v1' }
user { ['user3', 'user4', 'user5']: loglevel => 'info', tag => 'db' }
tag 'gamma'
User { noop => false }
@user { 'user6': uid => '300' }
notify { 'n2': tag => ['db', 'alpha'], message => "${module_name} says hi", loglevel => 'info' }
Service <| tag == 'db' or message == 'hello' |> { tag +> 'alpha' }
notify {
  default: subscribe => [Notify['d2-n1-d21']];
  'n3': tag => ['beta', 'web'];
}
realize([User['user6']])
exec { 'run3': command => '/usr/bin/env echo hi', * => { 'path' => ['/bin', '/usr/bin'], 'notify' => User['user3'] } }
notify { 'n4': loglevel => 'warning' }
Exec { loglevel => 'info' }
