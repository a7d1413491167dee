define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
notify { 'n1': withpath => true, message => 'multi
line' }
Notify <| ensure == 'present' or message == 'x y' |> <- File <| ensure == 'present' and title == 'n1' |>
Notify <| ensure == 'running' or tag != 'gamma' |> <~ Notify['n1'] ~> Notify['n1']
File { tag => 'web' }
notify { 'n2': notify => Notify['n1'], * => {  } }
user { 'user1': managehome => true, ensure => 'absent' }
$v9 = [1, 2]
service { 'svc1': ensure => 'running', * => {  } }
exec { 'run1': noop => false, require => User['user1'], refreshonly => true }
user { 'user2': loglevel => 'warning', notify => Notify['n1'] }
d1 { 'd1-n1': }
d1 { ['d1-n2', 'd1-n3']: msg => 'v2' }
