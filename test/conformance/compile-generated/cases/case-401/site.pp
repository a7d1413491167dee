define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 {
  Notify <| message == 'x y' |> { require +> Notify['ghost'] }
}
$v6 = [1, 2]
service { 'svc1': ensure => 'stopped', * => {  } }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify <| (ensure == 'running' or message == 42) and title == 'svc1' |> ~> Service['svc1']
file { '/tmp/f1': tag => ['web', 'beta'], content => "${module_name}", notify => Service['svc1'] }
notify { 'n1': withpath => true, message => "${module_name} says hi" }
include c1
@user { ['user1', 'user2', 'user3']: managehome => false, notify => Notify['n1'] }
File['/tmp/f1'] { before +> [Notify['n1'], File['/tmp/f1']] }
service { 'svc2': require => Class['c1'] }
user { 'user4': shell => '/bin/bash' }
User['user4'] <~ Service <| ensure == 'running' |>
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
